import type { CaipNetwork, ChainNamespace } from '../networks/types'
import type { AirlockStores } from './airlockStores'

/** The connected account of the active namespace, on the network it is active on. */
export interface ActiveAccount {
  namespace: ChainNamespace
  /** Plain address (`0x…`, base58). */
  address: string
  /** CAIP-10 on the active network (the account's own caipAddress may name the chain it connected on). */
  caipAddress: string
  network: CaipNetwork
}

export function readActiveAccount(
  stores: Pick<AirlockStores, 'chains'>,
): ActiveAccount | undefined {
  const { activeNamespace, chains } = stores.chains.getState()
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  const address = chain?.account.address
  const network = chain?.network.caipNetwork
  if (!activeNamespace || !address || !network) return undefined
  return {
    namespace: activeNamespace,
    address,
    caipAddress: `${network.caipNetworkId}:${address}`,
    network,
  }
}

/** One string per (account, network) pair: what per-account data is fetched for. */
export function activeAccountKey(stores: Pick<AirlockStores, 'chains'>): string {
  return readActiveAccount(stores)?.caipAddress ?? ''
}

/**
 * Calls `listener` when the active account or its network changes (connect,
 * disconnect, switch): data fetched for the previous pair is stale then.
 */
export function onActiveAccountChange(
  stores: Pick<AirlockStores, 'chains'>,
  listener: (previousKey: string) => void,
): () => void {
  let last = activeAccountKey(stores)
  return stores.chains.subscribe(() => {
    const next = activeAccountKey(stores)
    if (next === last) return
    const previous = last
    last = next
    listener(previous)
  })
}
