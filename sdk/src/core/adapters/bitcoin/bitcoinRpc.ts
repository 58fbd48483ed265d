import { AirlockError, ValidationError } from '@airlock/protocol'
import type { BitcoinProvider } from '../../connectors/bitcoin/bitcoinProvider'
import type { CaipNetwork } from '../../networks/types'
import type { ChainRpcFactory } from '../chainAdapter'
import { nativeBalance } from '../nativeBalance'
import { createEsploraClient, type EsploraClient } from './esploraClient'

/** A one-input, two-output P2WPKH payment in vbytes: what sending it all must leave for the fee. */
export const TRANSFER_VBYTES = 141n
/** SPEC §9: a send waits this long for the chain to know it. */
const CONFIRM_TIMEOUT_MS = 25_000
const POLL_MS = 500

/** `wallet` when it is a Bitcoin provider holding an account; else 'Provider not found'. */
function bitcoinWallet(wallet: unknown): BitcoinProvider {
  const candidate = (typeof wallet === 'object' && wallet !== null ? wallet : {}) as Partial<
    Record<string, unknown>
  >
  if (
    typeof candidate.address !== 'string' ||
    typeof candidate.sendTransfer !== 'function' ||
    typeof candidate.signMessage !== 'function'
  )
    throw new AirlockError('PROVIDER_NOT_FOUND')
  return wallet as BitcoinProvider
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort)
      resolve()
    }, ms)
    const abort = () => {
      clearTimeout(timer)
      reject(new AirlockError('REQUEST_ABORTED'))
    }
    signal.addEventListener('abort', abort, { once: true })
  })

/** Waits until Esplora has `txid` (the wallet broadcast it), at most SPEC §9's 25 s. */
async function waitForTransaction(esplora: EsploraClient, txid: string, signal: AbortSignal) {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  while (!(await esplora.hasTransaction(txid))) {
    if (Date.now() > deadline)
      throw new AirlockError('SOMETHING_WENT_WRONG', {
        message: `Transaction ${txid} was not seen on the network`,
      })
    await pause(POLL_MS, signal)
  }
}

/** The bip122 adapter's RPC side: Esplora for reads, the browser wallet for transfers and signing. */
export const createBitcoinRpc: ChainRpcFactory = ({ signal }) => {
  const esplora = (network: CaipNetwork) => createEsploraClient(network, signal)
  return {
    async readBalances(network, address) {
      return [nativeBalance(network, await esplora(network).balance(address))]
    },
    async transferFeeReserve(network) {
      const rate = await esplora(network).feeRate(1)
      return BigInt(Math.ceil(rate)) * TRANSFER_VBYTES
    },
    async transfer(network, wallet, transfer) {
      if (transfer.token) throw new ValidationError('SEND_TOKEN_REQUIRED')
      const txid = await bitcoinWallet(wallet).sendTransfer({
        recipient: transfer.to,
        amount: transfer.amount,
      })
      await waitForTransaction(esplora(network), txid, signal)
      return txid
    },
    async signMessage(wallet, { address, message }) {
      return bitcoinWallet(wallet).signMessage({ message, address })
    },
  }
}
