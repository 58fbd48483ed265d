import {
  AirlockError,
  ErrorCatalogue,
  PENDING_TX_LIMIT,
  PENDING_TX_POLL_INTERVAL_MS,
} from '@airlock/protocol'
import type { InfiniteData, QueryCacheNotifyEvent } from '@tanstack/query-core'
import { supports } from '../../adapters/chainAdapters'
import type { BlockchainApiClient } from '../../clients/blockchainApi/blockchainApiClient'
import { loadedApi } from '../../clients/blockchainApi/blockchainApiService'
import type { Transaction } from '../../clients/blockchainApi/types'
import {
  type ActiveAccount,
  activeAccountKey,
  onActiveAccountChange,
  readActiveAccount,
} from '../../stores/activeAccount'
import { flatten, groupByYearMonth, mergeTransactions, withoutSpam } from './historyGrouping'
import { getHistoryQueryKey, getHistoryQueryOptions, type HistoryPageData } from './historyQuery'
import type { HistoryState, HistoryStore, TransactionsByYear } from './historyStore'
import type { HistoryDeps, HistoryPage, TransactionHistory } from './index'

/** The history once first used (index.ts forwards to it). */
export interface StartedHistory extends Pick<TransactionHistory, 'readPage' | 'queryClient'> {
  fetch(page: HistoryPage): Promise<void>
  dispose(): void
}

type Pages = InfiniteData<HistoryPageData, string | undefined>

const noop = () => {}

const keyOf = (caipAddress: string) => getHistoryQueryKey({ caipAddress })

const hasPending = (transactions: readonly Transaction[]) =>
  transactions.some((transaction) => transaction.metadata.status === 'pending')

/**
 * The instance's history once first used. Its pages, loading, error and cursor live
 * once, in the infinite history query of each account (query-core, in the dapp's
 * QueryClient when it passed one, so a dapp's `getHistoryQueryOptions` observer
 * shares it); the store is that query of the active account as the views read it,
 * written in one place (`show`), so the modal needs no query-core of its own.
 * Pending-transaction polling writes into the query's first page.
 */
export function start(deps: HistoryDeps, store: HistoryStore): StartedHistory {
  const { stores, logger } = deps
  const loaded = loadedApi(deps.api)
  const api = loaded.client
  const { client } = loaded.queries
  let pollTimer: ReturnType<typeof setTimeout> | undefined
  let polls = 0
  // Bumped by every stop: a poll already under way sees it and does not schedule the next.
  let generation = 0
  /** The account whose history has no source (no API, or not eip155): empty, nothing asked. */
  let sourceless: string | undefined
  /** On-ramp purchases (a separate list, never cached, SPEC §7) of the account last asked. */
  let onramp: { caipAddress: string; byYear: TransactionsByYear; failed: boolean } | undefined

  const queryOf = (caipAddress: string) =>
    client.getQueryCache().find<Pages>({ queryKey: keyOf(caipAddress), exact: true })

  const optionsFor = (caipAddress: string) => ({
    ...getHistoryQueryOptions({ history: { available: true, readPage }, stores }, { caipAddress }),
    // The modal holds no observer: the pages stay while the instance lives, as a
    // mounted view would keep them (one small entry per account asked about).
    gcTime: Number.POSITIVE_INFINITY,
  })

  /** The store as the active account's query (and its on-ramp list) stands. */
  function show(): void {
    const account = readActiveAccount(stores)
    if (!account) {
      store.getState().reset()
      return
    }
    const { caipAddress } = account
    const state = queryOf(caipAddress)?.state
    const failed = state?.status === 'error'
    const transactions = flatten(state?.data)
    const purchases = onramp?.caipAddress === caipAddress ? onramp : undefined
    const next: Partial<HistoryState> = {
      transactions,
      transactionsByYear: groupByYearMonth(transactions),
      coinbaseTransactions: purchases?.byYear ?? {},
      loading: state?.fetchStatus === 'fetching',
      // SPEC §4: error → empty, cursor cleared.
      empty:
        sourceless === caipAddress ||
        failed ||
        (state?.status === 'success' && transactions.length === 0),
      next: failed ? undefined : state?.data?.pages.at(-1)?.next,
      error: failed || purchases?.failed ? ErrorCatalogue.FAILED_TO_FETCH_TRANSACTIONS : undefined,
      caipAddress,
      caipNetworkId: account.network.caipNetworkId,
    }
    store.setState(next)
  }

  function onQueryEvent(event: QueryCacheNotifyEvent): void {
    const caipAddress = activeAccountKey(stores)
    if (!caipAddress || event.query.queryHash !== queryOf(caipAddress)?.queryHash) return
    // A failed page is the SPEC §8 toast, whoever asked (the modal or the dapp's own query).
    if (event.type === 'updated' && event.action.type === 'error') {
      logger.error('transaction fetch failed', { error: event.action.error })
      stores.toast.getState().showError(ErrorCatalogue.FAILED_TO_FETCH_TRANSACTIONS)
    }
    show()
  }

  function stopPolling(): void {
    clearTimeout(pollTimer)
    pollTimer = undefined
    polls = 0
    generation++
  }

  // SPEC §9: every 30 s while something is pending, at most 99 times for one list.
  function schedulePolling(api: BlockchainApiClient, account: ActiveAccount): void {
    if (!deps.pollPendingTransactions || pollTimer !== undefined) return
    if (polls >= PENDING_TX_LIMIT || !hasPending(flatten(queryOf(account.caipAddress)?.state.data)))
      return
    pollTimer = setTimeout(() => {
      pollTimer = undefined
      polls++
      void poll(api, account)
    }, PENDING_TX_POLL_INTERVAL_MS)
  }

  async function poll(api: BlockchainApiClient, account: ActiveAccount): Promise<void> {
    const started = generation
    const current = () => started === generation && activeAccountKey(stores) === account.caipAddress
    try {
      const { data } = await api.getHistory({
        account: account.address,
        chainId: account.network.caipNetworkId,
      })
      if (!current()) return
      // The first page becomes the merged list; the later pages and the cursor stay.
      client.setQueryData<Pages>(keyOf(account.caipAddress), (old) =>
        old?.pages[0]
          ? {
              ...old,
              pages: [
                {
                  ...old.pages[0],
                  transactions: mergeTransactions(flatten(old), withoutSpam(data)),
                },
                ...old.pages.slice(1),
              ],
            }
          : old,
      )
    } catch (error) {
      // A missed poll is not worth a toast: the next one tries again.
      logger.error('pending transaction poll failed', { error })
    }
    if (current()) schedulePolling(api, account)
  }

  async function fetchOnramp(api: BlockchainApiClient, account: ActiveAccount): Promise<void> {
    const { caipAddress } = account
    try {
      const answer = await api.getHistory({
        account: account.address,
        onramp: 'coinbase',
        chainId: account.network.caipNetworkId,
      })
      if (activeAccountKey(stores) !== caipAddress) return
      onramp = { caipAddress, byYear: groupByYearMonth(withoutSpam(answer.data)), failed: false }
    } catch (error) {
      if (activeAccountKey(stores) !== caipAddress) return
      logger.error('on-ramp transaction fetch failed', { error })
      onramp = { caipAddress, byYear: onramp?.byYear ?? {}, failed: true }
      stores.toast.getState().showError(ErrorCatalogue.FAILED_TO_FETCH_TRANSACTIONS)
    }
    show()
  }

  async function readPage({
    caipAddress,
    cursor,
    signal,
  }: Parameters<TransactionHistory['readPage']>[0]): Promise<HistoryPageData> {
    const account = readActiveAccount(stores)
    const fail = (cause: unknown) => new AirlockError('FAILED_TO_FETCH_TRANSACTIONS', { cause })
    if (!api || account?.caipAddress !== caipAddress || !supports(account.namespace, 'history'))
      throw fail(new Error('no history for this account'))
    try {
      const answer = await api.getHistory(
        { account: account.address, cursor, chainId: account.network.caipNetworkId },
        { signal },
      )
      return { transactions: withoutSpam(answer.data), next: answer.next ?? undefined }
    } catch (error) {
      throw fail(error)
    }
  }

  const stopCache = client.getQueryCache().subscribe(onQueryEvent)
  const stopFollowing = onActiveAccountChange(stores, (previousKey) => {
    // What is asked belongs to the previous account or network.
    if (previousKey) void client.cancelQueries({ queryKey: keyOf(previousKey), exact: true })
    stopPolling()
    show()
  })
  // What a dapp's own query fetched before the feature loaded.
  show()

  return {
    async fetch(page) {
      const account = readActiveAccount(stores)
      if (!account) {
        throw new AirlockError('SOMETHING_WENT_WRONG', {
          message: 'Fetching transactions requires an account address',
        })
      }
      const { caipAddress } = account
      // SPEC §9: activity is served for eip155 only; without an API there is no source.
      if (!api || !supports(account.namespace, 'history')) {
        sourceless = caipAddress
        show()
        return
      }
      if (page === 'onramp') return fetchOnramp(api, account)
      // A failed page is the query's error (shown by `show`, toasted by `onQueryEvent`): no rejection.
      const settle = (fetching: Promise<unknown>) => fetching.then(noop, noop)
      if (page === 'next') {
        const query = queryOf(caipAddress)
        const state = query?.state
        const cursor = state?.status === 'success' ? state.data?.pages.at(-1)?.next : undefined
        if (!query || !cursor || state?.fetchStatus === 'fetching') return
        // The query keeps the infinite behaviour of the fetch that made its pages: one page more.
        await settle(query.fetch(undefined, { meta: { fetchMore: { direction: 'forward' } } }))
      } else {
        // The list restarts: what was fetched and a running page are dropped. A first
        // page already on its way (the dapp's own query asking) is joined instead.
        stopPolling()
        const query = queryOf(caipAddress)
        if (query && (query.state.data || query.state.fetchStatus === 'idle')) {
          await client.cancelQueries({ queryKey: query.queryKey, exact: true })
          query.reset()
          show()
        }
        await settle(client.fetchInfiniteQuery(optionsFor(caipAddress)))
      }
      if (activeAccountKey(stores) === caipAddress) schedulePolling(api, account)
    },
    readPage,
    queryClient: () => Promise.resolve(client),
    dispose() {
      stopFollowing()
      stopCache()
      stopPolling()
    },
  }
}
