import type { AirlockStores } from '../../stores/airlockStores'

/**
 * When the active namespace lost its account while another namespace is still
 * connected (EVM and Solana at once), that one becomes the active namespace, so
 * the Account view and `getState()` show what is connected.
 */
function activateConnectedNamespace({
  chains,
  connection,
}: Pick<AirlockStores, 'chains' | 'connection'>): void {
  const { activeNamespace, chains: byNamespace } = chains.getState()
  if (activeNamespace && byNamespace[activeNamespace]?.account.address) return
  const { current, connections } = connection.getState()
  // The current connection first: it is the one a disconnect promoted.
  const next = [current, ...connections].find(
    (held) => held && byNamespace[held.namespace]?.account.address,
  )
  if (next) chains.getState().setActiveNamespace(next.namespace)
}

/**
 * A rule on the stores, so every disconnect obeys it (the SDK's, the wallet's own,
 * the embedded wallet's sign-out): each disconnect path resets the account before it
 * removes the connection. Started by the browser-wallet code of a second namespace
 * (the Solana wallets' chunk), the only way two wallets hold two namespaces, so an
 * EVM-only page pays nothing for it. Returns the stop.
 */
export function followConnectedNamespace(
  stores: Pick<AirlockStores, 'chains' | 'connection'>,
): () => void {
  return stores.connection.subscribe((state, previous) => {
    if (state.connections !== previous.connections) activateConnectedNamespace(stores)
  })
}
