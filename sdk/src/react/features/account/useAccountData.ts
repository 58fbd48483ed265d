import { useEffect } from 'react'
import type { AirlockInstance } from '../../../core/createAirlock'
import type { ChainNamespace } from '../../../core/networks/types'

/**
 * Asks the core for what the Account view shows of an account: its balances
 * on the active network (again when the account or network changes) and, on
 * EVM, its name and avatar. Both are fetched by the core into its stores,
 * deduplicated and cached there; the view only reads the stores.
 */
export function useAccountData(
  instance: AirlockInstance,
  account: { namespace: ChainNamespace; address: string; caipNetworkId: string } | undefined,
): void {
  const key = account && `${account.caipNetworkId}:${account.address}`
  const evmAddress = account?.namespace === 'eip155' ? account.address : undefined

  useEffect(() => {
    // Never rejects: a failure is the store's error state and the 'Token Balance Unavailable' toast.
    if (key) void instance.balances.fetch()
  }, [instance, key])

  useEffect(() => {
    // Not fetched on connect, so the names code loads only with a view that shows a name.
    if (evmAddress) void instance.names.fetchIdentity()
  }, [instance, evmAddress])
}
