import type { QueryClient } from '@tanstack/query-core'
import { useEffect, useMemo, useState } from 'react'
import type { ProfileName } from '../../../core/clients/blockchainApi/types'
import { getNamesQueryOptions } from '../../../core/features/names/namesQuery'
import { useAirlockInstance } from '../../AirlockContext'
import { useQueryObserver } from '../../hooks/useQueryObserver'
import { useStore } from '../../useStore'

export interface UseAirlockNamesReturn {
  /** The primary name of the connected EVM address (identity, SPEC §9: cached 5 min). */
  name: string | undefined
  avatar: string | undefined
  /** Every name the address holds (reverse lookup, cached 5 min). */
  names: ProfileName[]
  isLoading: boolean
  /** The last failure's message (SPEC §8 wording). */
  error: string | undefined
  /** False without a blockchain API: names have no source then. */
  available: boolean
  /** Asks again past the 5 min caches. */
  refetch(): Promise<void>
}

const NONE: ProfileName[] = []

/**
 * The names of the connected EVM account: an observer of `getNamesQueryOptions`
 * (shared with the dapp's own queries in its QueryClient), and the identity the
 * core writes on the account, fetched when the address changes.
 */
export function useAirlockNames(): UseAirlockNamesReturn {
  const instance = useAirlockInstance()
  const { names } = instance
  const { chains } = instance.stores
  const address = useStore(chains, (state) => state.chains.eip155?.account.address)
  const name = useStore(chains, (state) => state.chains.eip155?.account.profileName)
  const avatar = useStore(chains, (state) => state.chains.eip155?.account.profileImage)
  const [client, setClient] = useState<QueryClient>()
  const options = getNamesQueryOptions(instance, { address: address ?? '' })

  useEffect(() => {
    if (!address || !names.available) return
    void names.fetchIdentity()
    // The QueryClient loads with the feature: only once there is an address to ask about.
    if (!client) void names.queryClient().then(setClient, () => {})
  }, [names, address, client])
  const result = useQueryObserver(client, {
    ...options,
    // SPEC §9: names are cached 5 min; a failure is not asked again on the next mount.
    staleTime: 300_000,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  })

  const held = result?.data ?? NONE
  const isLoading = result?.fetchStatus === 'fetching'
  const error = result?.status === 'error' ? result.error.message : undefined
  return useMemo(
    () => ({
      name,
      avatar,
      names: held,
      isLoading,
      error,
      available: names.available,
      refetch: async () => {
        if (!address) return
        await names.fetchIdentity({ forceUpdate: true })
        await client
          ?.fetchQuery({
            ...getNamesQueryOptions(instance, { address }),
            queryFn: () => names.getNamesForAddress(address, { forceUpdate: true }),
            staleTime: 0,
          })
          .catch(() => [])
      },
    }),
    [instance, names, client, address, name, avatar, held, isLoading, error],
  )
}
