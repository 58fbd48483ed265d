import { useEffect, useMemo } from 'react'
import type { TokenBalance } from '../../../core/clients/blockchainApi/types'
import type { BalancesSource, BalancesStatus } from '../../../core/features/balances/balancesStore'
import { useAirlockInstance } from '../../AirlockContext'
import { useActiveAccountKey } from '../../hooks/useActiveAccountKey'
import { useStore } from '../../useStore'

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

/**
 * The token balances of the active account on its network, fetched when the
 * account or network changes. The core fetches them (through the dapp's
 * QueryClient when `createAirlock` was given one): components and the modal
 * asking at once share one request, and an answer serves its 30 s (SPEC §9).
 */
export function useAirlockBalances(): UseAirlockBalancesReturn {
  const instance = useAirlockInstance()
  const { store } = instance.balances
  const key = useActiveAccountKey(instance)
  const balances = useStore(store, (state) => state.balances)
  const totalValue = useStore(store, (state) => state.totalValue)
  const source = useStore(store, (state) => state.source)
  const status = useStore(store, (state) => state.status)
  const error = useStore(store, (state) => state.error)

  useEffect(() => {
    if (key) void instance.balances.fetch()
  }, [instance, key])

  return useMemo(
    () => ({
      balances,
      totalValue,
      source,
      status,
      isLoading: status === 'loading',
      error,
      refetch: () => instance.balances.fetch({ forceUpdate: true }),
    }),
    [instance, balances, totalValue, source, status, error],
  )
}
