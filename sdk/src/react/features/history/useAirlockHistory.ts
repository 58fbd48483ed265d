import { useEffect, useMemo } from 'react'
import type { Transaction } from '../../../core/clients/blockchainApi/types'
import type { TransactionsByYear } from '../../../core/features/history/historyStore'
import { useAirlockInstance } from '../../AirlockContext'
import { useActiveAccountKey } from '../../hooks/useActiveAccountKey'
import { useStore } from '../../useStore'

export interface UseAirlockHistoryReturn {
  /** Every page fetched so far, newest first; spam hidden. */
  transactions: Transaction[]
  transactionsByYear: TransactionsByYear
  isLoading: boolean
  /** 'Failed to fetch transactions' after a failure (SPEC §8). */
  error: string | undefined
  /** False without a blockchain API: there is no history to show then. */
  available: boolean
  hasNextPage: boolean
  fetchNextPage(): Promise<void>
  /** The first page again; the list restarts. */
  refetch(): Promise<void>
}

/** The transaction history of the active account on its network, fetched when it changes. */
export function useAirlockHistory(): UseAirlockHistoryReturn {
  const instance = useAirlockInstance()
  const { history } = instance
  const key = useActiveAccountKey(instance)
  const transactions = useStore(history.store, (state) => state.transactions)
  const transactionsByYear = useStore(history.store, (state) => state.transactionsByYear)
  const isLoading = useStore(history.store, (state) => state.loading)
  const error = useStore(history.store, (state) => state.error)
  const hasNextPage = useStore(history.store, (state) => state.next !== undefined)

  useEffect(() => {
    // A failure is the store's error state and its toast; no account is no fetch.
    if (key && history.available) history.fetch().catch(() => {})
  }, [history, key])

  return useMemo(
    () => ({
      transactions,
      transactionsByYear,
      isLoading,
      error,
      available: history.available,
      hasNextPage,
      fetchNextPage: () => history.fetchNextPage(),
      refetch: () => history.fetch(),
    }),
    [history, transactions, transactionsByYear, isLoading, error, hasNextPage],
  )
}
