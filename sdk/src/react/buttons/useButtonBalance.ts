import { useEffect } from 'react'
import { useAirlockInstance } from '../AirlockContext'
import { chainOf } from '../hooks/chainOf'
import { useStore } from '../useStore'

/**
 * The native balance the account button shows (`1.234 ETH`): the chain
 * account's balance as instance.balances writes it, fetched once per account
 * and network (never on the server). The fetch, its caches and its one-at-a-time
 * rule are the core's, shared with the Account view; so is the 'Token Balance
 * Unavailable' toast on failure. Until there is a figure, none is shown.
 */
export function useButtonBalance(enabled: boolean): string | undefined {
  const instance = useAirlockInstance()
  // The chain's state object is replaced on every change to it: one subscription serves all.
  const chain = useStore(instance.stores.chains, (state) => chainOf(state))
  const account = chain?.account
  const network = chain?.network.caipNetwork
  const key =
    network && account?.status === 'connected' && account.address
      ? network.caipNetworkId + account.address
      : undefined

  useEffect(() => {
    // The balances code is a chunk of its own: loaded here once a wallet is connected.
    if (enabled && key) void instance.balances.fetch()
  }, [instance, enabled, key])

  // The core clears the figure when the account or network changes: a stale one never shows.
  return enabled && key && account?.balance !== undefined
    ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim()
    : undefined
}
