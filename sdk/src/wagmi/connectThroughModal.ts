import { type Address, UserRejectedRequestError } from 'viem'
import { type AirlockConnectorInstance, readEvmConnection } from './evmConnection'

/**
 * Opens the Airlock modal and settles once the user is through: with the eip155
 * account when one connects (whichever way: a browser wallet, the embedded
 * wallet…), or with UserRejectedRequestError when the modal closes first.
 * Connected already: resolves at once without opening anything.
 */
export function connectThroughModal(
  instance: AirlockConnectorInstance,
): Promise<{ address: Address; chainId: number | undefined }> {
  const current = readEvmConnection(instance)
  if (current.address)
    return Promise.resolve({ address: current.address, chainId: current.chainId })
  return new Promise((resolve, reject) => {
    const stop = instance.subscribeState((state) => {
      const { address, chainId } = readEvmConnection(instance)
      if (address) {
        stop()
        resolve({ address, chainId })
      } else if (!state.open) {
        stop()
        reject(new UserRejectedRequestError(new Error('The Airlock modal was closed')))
      }
    })
    try {
      instance.open()
    } catch (error) {
      stop()
      reject(error)
    }
  })
}
