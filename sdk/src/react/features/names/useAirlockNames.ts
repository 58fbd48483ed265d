import { useEffect, useMemo } from 'react'
import type { ProfileName } from '../../../core/clients/blockchainApi/types'
import { useAirlockInstance } from '../../AirlockContext'
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

/** The names of the connected EVM account, fetched when the address changes. */
export function useAirlockNames(): UseAirlockNamesReturn {
  const instance = useAirlockInstance()
  const { names } = instance
  const { chains } = instance.stores
  const address = useStore(chains, (state) => state.chains.eip155?.account.address)
  const name = useStore(chains, (state) => state.chains.eip155?.account.profileName)
  const avatar = useStore(chains, (state) => state.chains.eip155?.account.profileImage)
  const held = useStore(names.store, (state) => state.names)
  const isLoading = useStore(names.store, (state) => state.loading)
  const error = useStore(names.store, (state) => state.error)

  useEffect(() => {
    if (!address || !names.available) return
    void names.fetchIdentity()
    // A failure is the store's error; nothing to show meanwhile.
    names.getNamesForAddress(address).catch(() => {})
  }, [names, address])

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
        await names.getNamesForAddress(address, { forceUpdate: true }).catch(() => [])
      },
    }),
    [names, address, name, avatar, held, isLoading, error],
  )
}
