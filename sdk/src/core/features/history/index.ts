import { ErrorCatalogue } from '@airlock/protocol'
import type { QueryClient } from '@tanstack/query-core'
import type { BlockchainApiService } from '../../clients/blockchainApi/blockchainApiService'
import { callOrIdle } from '../../instance/featureCalls'
import type { Logger } from '../../logger'
import type { AirlockStores } from '../../stores/airlockStores'
import { defineFeature } from '../defineFeature'
import type { HistoryPageData } from './historyQuery'
import { createHistoryStore, type HistoryStore } from './historyStore'

export interface HistoryDeps {
  stores: Pick<AirlockStores, 'chains' | 'toast'>
  logger: Logger
  /** The blockchain API; without `apiUrls.blockchainApi` the history has no source. */
  api: BlockchainApiService
  /** Re-read the list every 30 s while it holds pending transactions (SPEC §9: off by default). */
  pollPendingTransactions?: boolean | undefined
}

/** The transaction history of the active account (the Activity / Transactions view). */
export interface TransactionHistory {
  readonly store: HistoryStore
  /** False without a blockchain API: the history has no source then. */
  readonly available: boolean
  /**
   * The first page for the active account and network; the list restarts.
   * Rejects only when no account is connected (SPEC §5); a failed fetch is the
   * store's error state and the 'Failed to fetch transactions' toast.
   */
  fetch(): Promise<void>
  /** The page at the store's cursor; nothing when there is none or a fetch runs. */
  fetchNextPage(): Promise<void>
  /** On-ramp purchases into `coinbaseTransactions` (never from the HTTP cache, SPEC §7). */
  fetchOnrampTransactions(): Promise<void>
  /**
   * The query function of `getHistoryQueryOptions`: one page of `caipAddress`'s
   * history at `cursor`, spam hidden; writes nothing. Rejects 'Failed to fetch
   * transactions', and when `caipAddress` is no longer the active account.
   */
  readPage(parameters: {
    caipAddress: string
    cursor?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<HistoryPageData>
  /**
   * The QueryClient the history queries live in (the dapp's `queryClient`, else the
   * instance's own), once the feature has loaded: what `useAirlockHistory` observes.
   */
  queryClient(): Promise<QueryClient>
}

/** Which page a fetch asks for; none is the first (fewer page-start bytes than a name). */
export type HistoryPage = 'next' | 'onramp' | undefined

/**
 * What the page pays for: the store and these forwarders; paging and polling
 * (history.impl.ts) and the API client load on the first fetch. A chunk that
 * fails to load is the 'Failed to fetch transactions' toast; after destroy, nothing.
 */
export const createHistoryFeature = defineFeature({
  state: (): HistoryStore => createHistoryStore(),
  load: (deps: HistoryDeps) =>
    Promise.all([import('./history.impl'), deps.api.load()]).then(([impl]) => impl),
  methods: (feature): TransactionHistory => {
    const call = (page?: HistoryPage) =>
      callOrIdle(
        feature,
        undefined,
        (history) => history.fetch(page),
        ErrorCatalogue.FAILED_TO_FETCH_TRANSACTIONS,
      )
    return {
      store: feature.state,
      available: feature.deps.api.configured,
      // Any argument but a page name is the first page: `call` itself is `fetch`.
      fetch: call,
      fetchNextPage: () => call('next'),
      fetchOnrampTransactions: () => call('onramp'),
      readPage: (parameters) => feature.use((history) => history.readPage(parameters)),
      queryClient: () => feature.use((history) => history.queryClient()),
    }
  },
})
