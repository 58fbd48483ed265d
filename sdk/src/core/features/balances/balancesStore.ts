import { createStore, type StoreApi } from 'zustand/vanilla'
import type { TokenBalance } from '../../clients/blockchainApi/types'

export type BalancesStatus = 'idle' | 'loading' | 'loaded' | 'error'

/** Where the balances came from: the wallet (wallet_getAssets), the data API, or the chain's RPC. */
export type BalancesSource = 'wallet' | 'api' | 'rpc'

export interface BalancesState {
  status: BalancesStatus
  /** Native first, then tokens; assets with quantity.decimals '0' already dropped (SPEC §5). */
  balances: TokenBalance[]
  /** Sum of the balances' fiat values, when any has one. */
  totalValue: number | undefined
  source: BalancesSource | undefined
  /** CAIP-10 account and CAIP-2 network the balances are of. */
  caipAddress: string | undefined
  caipNetworkId: string | undefined
  /** Time (ms) of the last failure; no new fetch for 30 s after it (SPEC §8). */
  lastRetry: number | undefined
  error: string | undefined
}

export interface BalancesActions {
  /** Back to nothing fetched (account or network changed); the retry block ends with it. */
  reset(): void
}

export type BalancesStore = StoreApi<BalancesState & BalancesActions>

const empty = (): BalancesState => ({
  status: 'idle',
  balances: [],
  totalValue: undefined,
  source: undefined,
  caipAddress: undefined,
  caipNetworkId: undefined,
  lastRetry: undefined,
  error: undefined,
})

/** The token balances of the active account and network, per instance. */
export function createBalancesStore(): BalancesStore {
  return createStore<BalancesState & BalancesActions>()((set) => ({
    ...empty(),
    reset: () => set(empty()),
  }))
}
