import type { QueryClient } from '@tanstack/query-core'
import { useEffect, useMemo, useState } from 'react'
import type { Transaction } from '../../../core/clients/blockchainApi/types'
import { flatten, groupByYearMonth } from '../../../core/features/history/historyGrouping'
import { getHistoryQueryOptions } from '../../../core/features/history/historyQuery'
import type { TransactionsByYear } from '../../../core/features/history/historyStore'
import { useAirlockInstance } from '../../AirlockContext'
import { useActiveAccountKey } from '../../hooks/useActiveAccountKey'
import { useInfiniteQueryObserver } from './useInfiniteQueryObserver'

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

const noop = () => {}

/**
 * The transaction history of the active account on its network: an observer of
 * `getHistoryQueryOptions` (the infinite query the modal's Activity view reads too,
 * in the dapp's QueryClient when `createAirlock` was given one), so the hook, a
 * dapp's own query and the modal share one request per page.
 */
export function useAirlockHistory(): UseAirlockHistoryReturn {
  const instance = useAirlockInstance()
  const { history } = instance
  const caipAddress = useActiveAccountKey(instance)
  const [client, setClient] = useState<QueryClient>()
  useEffect(() => {
    // The QueryClient loads with the feature: only once there is an account and a source.
    if (caipAddress && history.available && !client)
      void history.queryClient().then(setClient, noop)
  }, [history, caipAddress, client])
  const result = useInfiniteQueryObserver(client, {
    ...getHistoryQueryOptions(instance, { caipAddress }),
    // SPEC §8: a failure is not asked again on the next mount or focus.
    retryOnMount: false,
    refetchOnWindowFocus: false,
  })

  const failed = result?.status === 'error'
  const data = result?.data
  const transactions = useMemo(() => flatten(data), [data])
  const transactionsByYear = useMemo(() => groupByYearMonth(transactions), [transactions])
  const isLoading = result?.fetchStatus === 'fetching'
  // SPEC §4: after an error there is no cursor.
  const hasNextPage = !failed && (result?.hasNextPage ?? false)
  const fetchNextPage = result?.fetchNextPage
  return useMemo(
    () => ({
      transactions,
      transactionsByYear,
      isLoading,
      error: failed ? result?.error.message : undefined,
      available: history.available,
      hasNextPage,
      fetchNextPage: async () => {
        if (hasNextPage && !isLoading) await fetchNextPage?.().then(noop)
      },
      // The modal's fetch: the list restarts, and a request already on its way is joined.
      refetch: () => history.fetch(),
    }),
    [
      history,
      transactions,
      transactionsByYear,
      isLoading,
      failed,
      result?.error,
      hasNextPage,
      fetchNextPage,
    ],
  )
}
