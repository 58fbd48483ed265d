import type { ChainNamespace } from '../../core/networks/types'
import type { ChainState, ChainsState } from '../../core/stores/chainsStore'

/** The chain of `namespace`, the active one when omitted: what the hooks select from. */
export function chainOf(state: ChainsState, namespace?: ChainNamespace): ChainState | undefined {
  const key = namespace ?? state.activeNamespace
  return key ? state.chains[key] : undefined
}
