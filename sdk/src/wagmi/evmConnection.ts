import { type Address, getAddress } from 'viem'
import type { AirlockInstance, CaipNetwork, ChainsState } from '../index'

/**
 * What the wagmi connector needs of an Airlock instance: a subset of
 * `AirlockInstance`, so any instance `createAirlock` returns fits, and so does a
 * test double built from the same public types.
 */
export type AirlockConnectorInstance = Pick<
  AirlockInstance,
  'ready' | 'open' | 'getState' | 'subscribeState' | 'getProvider' | 'disconnect' | 'switchNetwork'
> & {
  readonly stores: { readonly chains: { getState(): Pick<ChainsState, 'chains'> } }
}

/** The instance's EVM (eip155) account and network, as wagmi sees a connection. */
export interface EvmConnection {
  /** Checksummed; undefined while the eip155 account is not connected. */
  address: Address | undefined
  /** The eip155 network the SDK has active, connected or not. */
  chainId: number | undefined
}

export function readEvmConnection(instance: AirlockConnectorInstance): EvmConnection {
  const chain = instance.stores.chains.getState().chains.eip155
  const account = chain?.account
  const id = chain?.network.caipNetwork?.id
  return {
    address:
      account?.status === 'connected' && account.address ? getAddress(account.address) : undefined,
    chainId: typeof id === 'number' ? id : undefined,
  }
}

/** The eip155 network with chain id `chainId` among the instance's `networks`, if configured. */
export function findEvmNetwork(
  instance: AirlockConnectorInstance,
  chainId: number,
): CaipNetwork | undefined {
  return instance.stores.chains
    .getState()
    .chains.eip155?.network.requestedCaipNetworks.find((network) => network.id === chainId)
}

/**
 * Calls `listener` with the previous and the new connection whenever either
 * field changes. The subscription is the instance's (`subscribeState`), so
 * `instance.destroy()` ends it; the returned function ends it sooner.
 */
export function watchEvmConnection(
  instance: AirlockConnectorInstance,
  listener: (next: EvmConnection, previous: EvmConnection) => void,
): () => void {
  let last = readEvmConnection(instance)
  return instance.subscribeState(() => {
    const next = readEvmConnection(instance)
    if (next.address === last.address && next.chainId === last.chainId) return
    const previous = last
    last = next
    listener(next, previous)
  })
}
