import {
  AirlockError,
  ErrorCatalogue,
  PENDING_TX_LIMIT,
  PENDING_TX_POLL_INTERVAL_MS,
} from '@airlock/protocol'
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
import { groupByYearMonth, mergeTransactions, withoutSpam } from './historyGrouping'
import type { HistoryStore } from './historyStore'
import type { HistoryDeps, HistoryPage, TransactionHistory } from './index'

/** The history once first used (index.ts forwards to it). */
export interface StartedHistory extends Pick<TransactionHistory, 'readPage'> {
  fetch(page: HistoryPage): Promise<void>
  dispose(): void
}

const appendPage = (current: readonly Transaction[], page: readonly Transaction[]) => {
  const known = new Set(current.map((transaction) => transaction.id))
  return [...current, ...page.filter((transaction) => !known.has(transaction.id))]
}

const hasPending = (transactions: readonly Transaction[]) =>
  transactions.some((transaction) => transaction.metadata.status === 'pending')

/**
 * The instance's history once first used: paging, the SPEC §4 states, and
 * pending-transaction polling; reset, request and polling dropped when the
 * account or network changes.
 */
export function start(deps: HistoryDeps, store: HistoryStore): StartedHistory {
  const { stores, logger } = deps
  const api = loadedApi(deps.api).client
  let running: AbortController | undefined
  let pollTimer: ReturnType<typeof setTimeout> | undefined
  let polls = 0
  // Bumped by every stop: a poll already under way sees it and does not schedule the next.
  let generation = 0

  function stopPolling(): void {
    clearTimeout(pollTimer)
    pollTimer = undefined
    polls = 0
    generation++
  }

  // SPEC §9: every 30 s while something is pending, at most 99 times for one list.
  function schedulePolling(client: BlockchainApiClient, account: ActiveAccount): void {
    if (!deps.pollPendingTransactions || pollTimer !== undefined) return
    if (polls >= PENDING_TX_LIMIT || !hasPending(store.getState().transactions)) return
    pollTimer = setTimeout(() => {
      pollTimer = undefined
      polls++
      void poll(client, account)
    }, PENDING_TX_POLL_INTERVAL_MS)
  }

  async function poll(client: BlockchainApiClient, account: ActiveAccount): Promise<void> {
    const started = generation
    const current = () => started === generation && activeAccountKey(stores) === account.caipAddress
    try {
      const { data } = await client.getHistory({
        account: account.address,
        chainId: account.network.caipNetworkId,
      })
      if (!current()) return
      const transactions = mergeTransactions(store.getState().transactions, withoutSpam(data))
      store.setState({
        transactions,
        transactionsByYear: groupByYearMonth(transactions),
        empty: transactions.length === 0,
      })
    } catch (error) {
      // A missed poll is not worth a toast: the next one tries again.
      logger.error('pending transaction poll failed', { error })
    }
    if (current()) schedulePolling(client, account)
  }

  async function load(client: BlockchainApiClient, account: ActiveAccount, page: HistoryPage) {
    const abort = new AbortController()
    running = abort
    const stale = () => abort.signal.aborted || activeAccountKey(stores) !== account.caipAddress
    store.setState({
      loading: true,
      error: undefined,
      caipAddress: account.caipAddress,
      caipNetworkId: account.network.caipNetworkId,
    })
    try {
      const answer = await client.getHistory(
        {
          account: account.address,
          cursor: page === 'next' ? store.getState().next : undefined,
          onramp: page === 'onramp' ? 'coinbase' : undefined,
          chainId: account.network.caipNetworkId,
        },
        { signal: abort.signal },
      )
      if (stale()) return
      const fresh = withoutSpam(answer.data)
      if (page === 'onramp') {
        store.setState({ coinbaseTransactions: groupByYearMonth(fresh), loading: false })
        return
      }
      const transactions =
        page === 'first' ? fresh : appendPage(store.getState().transactions, fresh)
      store.setState({
        transactions,
        transactionsByYear: groupByYearMonth(transactions),
        loading: false,
        empty: transactions.length === 0,
        next: answer.next ?? undefined,
      })
      schedulePolling(client, account)
    } catch (error) {
      if (stale()) return
      logger.error('transaction fetch failed', { error })
      // SPEC §4: error → empty, cursor cleared.
      store.setState({
        loading: false,
        empty: true,
        next: undefined,
        error: ErrorCatalogue.FAILED_TO_FETCH_TRANSACTIONS,
      })
      stores.toast.getState().showError(ErrorCatalogue.FAILED_TO_FETCH_TRANSACTIONS)
    } finally {
      if (running === abort) running = undefined
    }
  }

  /** Aborts the running fetch and ends polling (account change, destroy). */
  function stop(): void {
    running?.abort()
    running = undefined
    stopPolling()
  }

  const stopFollowing = onActiveAccountChange(stores, () => {
    stop()
    store.getState().reset()
  })

  return {
    async fetch(page) {
      const account = readActiveAccount(stores)
      if (!account) {
        throw new AirlockError('SOMETHING_WENT_WRONG', {
          message: 'Fetching transactions requires an account address',
        })
      }
      const { next, loading } = store.getState()
      if (page === 'next' && (!next || loading)) return
      const client = api
      // SPEC §9: activity is served for eip155 only; without an API there is no source.
      if (!client || !supports(account.namespace, 'history')) {
        store.setState({ loading: false, empty: true, next: undefined })
        return
      }
      if (page === 'first') {
        running?.abort()
        stopPolling()
      }
      await load(client, account, page)
    },
    async readPage({ caipAddress, cursor, signal }) {
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
    },
    dispose() {
      stopFollowing()
      stop()
    },
  }
}
