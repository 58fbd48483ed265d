import type { Transaction } from '../../clients/blockchainApi/types'
import { activeAccountKey } from '../../stores/activeAccount'
import type { AirlockStores } from '../../stores/airlockStores'
import type { TransactionHistory } from './index'

/** One page of an account's history: spam transfers hidden, and the cursor of the next. */
export interface HistoryPageData {
  transactions: Transaction[]
  /** Undefined on the last page. */
  next: string | undefined
}

/**
 * The query key of an account's history pages. Its root is query/queryKeys.ts's
 * QUERY_KEY_ROOT spelled out (historyQuery.test.ts holds them equal): importing it
 * would split that module into a chunk of its own, one more name in the page start's
 * preload lists (+18 B).
 */
export function getHistoryQueryKey({ caipAddress }: { caipAddress: string }) {
  return ['@airlock', 'history', caipAddress] as const
}

/**
 * Infinite query options for an account's history (the active account by default),
 * wagmi-style, for a dapp's own `useInfiniteQuery`: pages by cursor, newest first.
 * A page fails with 'Failed to fetch transactions'; disabled without an account or
 * a blockchain API. The modal's Activity view reads the same query (one cache entry
 * per account), so the dapp and the modal share one request.
 */
export function getHistoryQueryOptions(
  airlock: {
    readonly history: Pick<TransactionHistory, 'available' | 'readPage'>
    readonly stores: Pick<AirlockStores, 'chains'>
  },
  parameters: { caipAddress?: string | undefined } = {},
) {
  const caipAddress = parameters.caipAddress ?? activeAccountKey(airlock.stores)
  return {
    queryKey: getHistoryQueryKey({ caipAddress }),
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      airlock.history.readPage({ caipAddress, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: HistoryPageData) => last.next,
    enabled: caipAddress !== '' && airlock.history.available,
    retry: false,
  }
}
