import type { ProfileName } from '../../clients/blockchainApi/types'
import { QUERY_KEY_ROOT } from '../../query/queryKeys'
import type { AirlockStores } from '../../stores/airlockStores'
import type { Names } from './index'

type NamesOf = { readonly names: Pick<Names, 'available' | 'getNamesForAddress' | 'resolveName'> }

/** The query key of the names an address holds (reverse lookup). */
export function getNamesQueryKey({ address }: { address: string }) {
  return [QUERY_KEY_ROOT, 'names', address.toLowerCase()] as const
}

/**
 * Query options for the names `address` holds (the connected EVM address by default),
 * wagmi-style, for a dapp's own `useQuery` (see getBalancesQueryOptions). Fails with
 * 'Error fetching names for address'; disabled without an address or a blockchain API.
 */
export function getNamesQueryOptions(
  airlock: NamesOf & { readonly stores: Pick<AirlockStores, 'chains'> },
  parameters: { address?: string | undefined } = {},
) {
  const address =
    parameters.address ?? airlock.stores.chains.getState().chains.eip155?.account.address ?? ''
  return {
    queryKey: getNamesQueryKey({ address }),
    queryFn: (): Promise<ProfileName[]> => airlock.names.getNamesForAddress(address),
    enabled: address !== '' && airlock.names.available,
    retry: false,
  }
}

/** The query key of the address a name points to. */
export function getResolveNameQueryKey({ name }: { name: string }) {
  return [QUERY_KEY_ROOT, 'resolve-name', name.trim().toLowerCase()] as const
}

/**
 * Query options for the address `name` points to (null when it is not registered),
 * wagmi-style. Fails with 'Error resolving name' (or the API's first reason).
 */
export function getResolveNameQueryOptions(airlock: NamesOf, { name }: { name: string }) {
  return {
    queryKey: getResolveNameQueryKey({ name }),
    // A query's data is never undefined: not registered is null.
    queryFn: async (): Promise<string | null> => (await airlock.names.resolveName(name)) ?? null,
    enabled: name.trim() !== '' && airlock.names.available,
    retry: false,
  }
}
