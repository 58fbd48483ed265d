import type { QueryClient } from '@tanstack/query-core'
import { useEffect, useMemo, useState } from 'react'
import type { TokenBalance } from '../../../core/clients/blockchainApi/types'
import {
  type BalancesData,
  getBalancesQueryOptions,
} from '../../../core/features/balances/balancesQuery'
import type { BalancesSource, BalancesStatus } from '../../../core/features/balances/balancesStore'
import { useAirlockInstance } from '../../AirlockContext'
import { useActiveAccountKey } from '../../hooks/useActiveAccountKey'
import { useQueryObserver } from '../../hooks/useQueryObserver'

export interface UseAirlockBalancesReturn {
  /** Native first, then tokens by fiat value; low-quality assets left out (SPEC §5). */
  balances: TokenBalance[]
  /** Sum of the fiat values, when any balance has one. */
  totalValue: number | undefined
  source: BalancesSource | undefined
  status: BalancesStatus
  isLoading: boolean
  /** 'Token Balance Unavailable' after a failure (no new attempt for 30 s, SPEC §8). */
  error: string | undefined
  /** Reads again past the 30 s cache (and asks the API to skip its own). Never rejects. */
  refetch(): Promise<TokenBalance[]>
}

const NONE: TokenBalance[] = []

/**
 * The token balances of the active account on its network: an observer of
 * `getBalancesQueryOptions` (the query the modal fetches too, in the dapp's
 * QueryClient when `createAirlock` was given one), so components and the modal
 * asking at once share one request, and an answer serves its 30 s (SPEC §9).
 */
export function useAirlockBalances(): UseAirlockBalancesReturn {
  const instance = useAirlockInstance()
  const caipAddress = useActiveAccountKey(instance)
  const [client, setClient] = useState<QueryClient>()
  useEffect(() => {
    // The QueryClient loads with the feature: only once there is an account to ask about.
    if (caipAddress && !client) void instance.balances.queryClient().then(setClient, () => {})
  }, [instance, caipAddress, client])
  const result = useQueryObserver<BalancesData>(client, {
    ...getBalancesQueryOptions(instance, { caipAddress }),
    // SPEC §8: a failure is not asked again on the next mount; §9: an answer serves 30 s.
    retryOnMount: false,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  })

  const failed = result?.status === 'error'
  const data = failed ? undefined : result?.data
  const fetching = result?.fetchStatus === 'fetching'
  const status: BalancesStatus = fetching ? 'loading' : failed ? 'error' : data ? 'loaded' : 'idle'
  return useMemo(
    () => ({
      balances: data?.balances ?? NONE,
      totalValue: data?.totalValue,
      source: data?.source,
      status,
      isLoading: status === 'loading',
      error: failed ? result?.error.message : undefined,
      refetch: () => instance.balances.fetch({ forceUpdate: true }),
    }),
    [instance, data, status, failed, result?.error],
  )
}
