import type { TokenBalance } from '../../clients/blockchainApi/types'
import { QUERY_KEY_ROOT } from '../../query/queryKeys'
import { activeAccountKey } from '../../stores/activeAccount'
import type { AirlockStores } from '../../stores/airlockStores'
import type { BalancesSource } from './balancesStore'
import type { Balances } from './index'

/** One read of an account's balances: what the balances query holds. */
export interface BalancesData {
  /** Native first, then tokens by fiat value; assets with quantity.decimals '0' dropped (SPEC §5). */
  balances: TokenBalance[]
  /** Sum of the balances' fiat values, when any has one. */
  totalValue: number | undefined
  source: BalancesSource
}

export interface BalancesQueryParameters {
  /** CAIP-10 account on its network (`eip155:1:0x…`); the instance's active account when omitted. */
  caipAddress?: string | undefined
}

/** The query key of an account's balances, in the instance's QueryClient (or the dapp's, shared). */
export function getBalancesQueryKey({ caipAddress }: { caipAddress: string }) {
  return [QUERY_KEY_ROOT, 'balances', caipAddress] as const
}

/**
 * Query options for an account's token balances, wagmi-style: hand them to TanStack
 * Query's `useQuery` with the QueryClient given to `createAirlock({ queryClient })`,
 * and the dapp and the modal share one request and one cached answer. The query
 * fails with 'Token Balance Unavailable' (and the modal's toast); `enabled` is false
 * without an account. Answers of the sources keep their SPEC §9 lifetimes underneath.
 */
export function getBalancesQueryOptions(
  airlock: {
    readonly balances: Pick<Balances, 'read'>
    readonly stores: Pick<AirlockStores, 'chains'>
  },
  parameters: BalancesQueryParameters = {},
) {
  const caipAddress = parameters.caipAddress ?? activeAccountKey(airlock.stores)
  return {
    queryKey: getBalancesQueryKey({ caipAddress }),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      airlock.balances.read({ caipAddress, signal }),
    enabled: caipAddress !== '',
    // SPEC §8 has its own rule after a failure: no new attempt for 30 s.
    retry: false,
  }
}
