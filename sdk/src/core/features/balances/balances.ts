import type { CaipNetworkId } from '@airlock/protocol'
import { isCancelledError } from '@tanstack/query-core'
import type { BlockchainApiClient } from '../../clients/blockchainApi/blockchainApiClient'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import type { ControllerContext } from '../../context'
import type { CachedQueries } from '../../query/cachedQueries'
import { QUERY_KEY_ROOT } from '../../query/queryClient'
import { activeAccountKey, onActiveAccountChange } from '../../stores/activeAccount'
import { createBalancesController } from './balancesController'
import type { BalancesStore } from './balancesStore'

/** An ERC-20 the dapp lists (option `tokens`); what it leaves out is read from the contract. */
export interface DappToken {
  address: `0x${string}`
  symbol?: string | undefined
  decimals?: number | undefined
  name?: string | undefined
  iconUrl?: string | undefined
}

/** Tokens per CAIP-2 network, read through the RPC when no blockchain API is configured. */
export type DappTokens = Partial<Record<CaipNetworkId, readonly DappToken[]>>

export interface BalancesDeps {
  ctx: ControllerContext
  /** Undefined without `apiUrls.blockchainApi`: balances then come from the RPC. */
  api: BlockchainApiClient | undefined
  /** The SPEC §9 caches (the RPC's answers are kept 30 s like the API's). */
  queries: CachedQueries
  tokens?: DappTokens | undefined
  /** The provider holding the eip155 account (asked about wallet_getAssets). */
  getEvmProvider(): Eip1193Provider | undefined
}

export interface FetchBalancesOptions {
  /** Skip the 30 s caches (and ask the API to skip its own). */
  forceUpdate?: boolean | undefined
}

/** Token balances of the active account, for the Account view and the token list. */
export interface Balances {
  readonly store: BalancesStore
  /**
   * Fetches the balances of the active account on the active network: from the
   * wallet when it offers asset discovery, else the blockchain API, else the
   * RPC (native + the dapp's tokens). Fills the store and the chain account's
   * balance / balanceSymbol / tokenBalance. On failure shows 'Token Balance
   * Unavailable' and waits 30 s before trying again; never rejects.
   */
  fetch(options?: FetchBalancesOptions): Promise<TokenBalance[]>
}

/** Numbers the instances' balance fetches apart in a shared QueryClient. */
let instances = 0

/**
 * The instance's balances once first used (features/account/ loads
 * this): one fetch at a time per account, dropped when the account or network
 * changes.
 */
export function createBalances(
  deps: BalancesDeps,
  store: BalancesStore,
): Omit<Balances, 'store'> & { dispose(): void } {
  const { stores } = deps.ctx
  const { client } = deps.queries
  const controller = createBalancesController(deps, store)
  // One fetch of this store at a time per account: a query with no lifetime (the answers have
  // theirs). Keyed by instance too: two instances may share the dapp's QueryClient.
  const fetching = [QUERY_KEY_ROOT, 'balances-fetch', ++instances]
  const stopAll = () => client.cancelQueries({ queryKey: fetching })

  const stopFollowing = onActiveAccountChange(stores, () => {
    // What was fetched belongs to the previous account or network.
    void stopAll()
    store.getState().reset()
    controller.clearStaleAccountBalance()
  })

  async function fetch(options: FetchBalancesOptions = {}): Promise<TokenBalance[]> {
    const queryKey = [...fetching, activeAccountKey(stores)]
    // Views may ask twice while a fetch runs: they share it (a forced fetch replaces it).
    if (options.forceUpdate) await client.cancelQueries({ queryKey, exact: true })
    return client
      .fetchQuery({
        queryKey,
        staleTime: 0,
        gcTime: 0,
        queryFn: ({ signal }) => controller.fetch({ ...options, signal }),
      })
      .catch((error: unknown) => {
        // Replaced or dropped: what it fetched is not shown (never rejects, as before).
        if (isCancelledError(error)) return []
        throw error
      })
  }

  return {
    fetch,
    dispose() {
      stopFollowing()
      void stopAll()
      controller.dispose()
    },
  }
}
