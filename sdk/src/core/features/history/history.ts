import type { BlockchainApiClient } from '../../clients/blockchainApi/blockchainApiClient'
import type { ControllerContext } from '../../context'
import { onActiveAccountChange } from '../../stores/activeAccount'
import { createHistoryController } from './historyController'
import type { HistoryStore } from './historyStore'

export interface HistoryDeps {
  ctx: ControllerContext
  /** Undefined without `apiUrls.blockchainApi`: the history has no source then. */
  api: BlockchainApiClient | undefined
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
}

/**
 * The instance's history once first used (features/account/ loads
 * this): reset, request and polling dropped when the account or network changes.
 */
export function createHistory(
  deps: HistoryDeps,
  store: HistoryStore,
): Omit<TransactionHistory, 'store' | 'available'> & { dispose(): void } {
  const controller = createHistoryController(deps, store)
  const stopFollowing = onActiveAccountChange(deps.ctx.stores, () => {
    controller.stop()
    store.getState().reset()
  })
  return {
    fetch: () => controller.fetch('first'),
    fetchNextPage: () => controller.fetch('next'),
    fetchOnrampTransactions: () => controller.fetch('onramp'),
    dispose() {
      stopFollowing()
      controller.stop()
    },
  }
}
