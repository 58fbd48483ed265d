import type { CaipAddress } from '@airlock/protocol'
import { useMemo } from 'react'
import type { PreferredAccountType } from '../../core/clients/frame/frameStorage'
import type { ChainNamespace } from '../../core/networks/types'
import type { AccountStatus } from '../../core/stores/chainsStore'
import { useAirlockInstance } from '../AirlockContext'
import { useStore } from '../useStore'
import { chainOf } from './chainOf'

/** What the embedded wallet says of its user; only for accounts it holds. */
export interface EmbeddedWalletInfo {
  user: { email: string | undefined }
  accountType: PreferredAccountType | undefined
  isSmartAccountDeployed: boolean | undefined
}

export interface UseAirlockAccountReturn {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: AccountStatus
  isConnected: boolean
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

/**
 * The account of `namespace`, the active namespace by default. Each field is its
 * own subscription, so a component re-renders only when one of them changes.
 */
export function useAirlockAccount(namespace?: ChainNamespace): UseAirlockAccountReturn {
  const { chains } = useAirlockInstance().stores
  const address = useStore(chains, (state) => chainOf(state, namespace)?.account.address)
  const caipAddress = useStore(chains, (state) => chainOf(state, namespace)?.account.caipAddress)
  const status = useStore(
    chains,
    (state) => chainOf(state, namespace)?.account.status ?? 'disconnected',
  )
  // The frame's user object is kept as is in the store: a stable reference to select.
  const user = useStore(chains, (state) => chainOf(state, namespace)?.account.user)
  const accountType = useStore(
    chains,
    (state) => chainOf(state, namespace)?.account.preferredAccountType,
  )
  return useMemo(
    () => ({
      address,
      caipAddress,
      status,
      isConnected: status === 'connected',
      embeddedWalletInfo: user && {
        user: { email: user.email ?? undefined },
        accountType,
        isSmartAccountDeployed: user.smartAccountDeployed,
      },
    }),
    [address, caipAddress, status, user, accountType],
  )
}
