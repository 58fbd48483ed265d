import type { CaipAddress } from '@airlock/protocol'
import type { WalletConnectConnector } from '../../connectors/walletConnect/walletConnectConnector'
import type { WalletConnectSolanaAccount } from '../../connectors/walletConnect/walletConnectState'
import type { BrowserWalletsDeps } from './walletFlowDeps'

const NAMESPACE = 'solana'

/**
 * The Solana account of a WalletConnect session in the stores (issue 12, SPEC §4: one
 * session, several chains): the solana namespace is connected to it, with the
 * connector's id, so `getProvider('solana')` answers the session's provider and
 * disconnecting WalletConnect resets it too. The EVM connection stays the current one.
 */
export function applyWalletConnectSolana(
  deps: Pick<BrowserWalletsDeps, 'stores' | 'standardWallets'>,
  connectorId: string,
  solana: WalletConnectSolanaAccount | undefined,
): void {
  const { chains, connection } = deps.stores
  const chain = chains.getState().chains[NAMESPACE]
  // A dapp without Solana networks has no solana namespace to connect.
  if (!chain) return
  const holder = chain.account.connectorId
  if (!solana) {
    if (holder === connectorId) chains.getState().resetAccount(NAMESPACE)
    return
  }
  const network = chain.network.requestedCaipNetworks.find(
    (candidate) => candidate.caipNetworkId === solana.caipNetworkId,
  )
  if (!network) return
  // A Solana browser wallet held the namespace: the session's account replaces it.
  const browserWallets = deps.standardWallets.loaded()?.solana()
  if (holder && holder !== connectorId && browserWallets?.isConnector(holder))
    void browserWallets.disconnect(holder, { revoke: false })
  const caipAddress: CaipAddress = `${NAMESPACE}:${network.id}:${solana.address}`
  chains.getState().setCaipNetwork(NAMESPACE, network)
  chains.getState().resetAccount(NAMESPACE, {
    address: solana.address,
    caipAddress,
    status: 'connected',
    connectorId,
  })
  const current = connection.getState().current
  connection
    .getState()
    .connected({ connectorId, namespace: NAMESPACE, address: solana.address, caipAddress })
  // connected() makes the new connection current: the one the visitor chose stays so.
  if (current && current.namespace !== NAMESPACE) connection.getState().connected(current)
}

/** Applies the session's Solana account now and whenever it changes; returns the unsubscribe. */
export function followWalletConnectSolana(
  deps: Pick<BrowserWalletsDeps, 'stores' | 'standardWallets'>,
  connector: WalletConnectConnector,
): () => void {
  applyWalletConnectSolana(deps, connector.id, connector.store.getState().solana)
  return connector.store.subscribe((state, previous) => {
    if (state.solana !== previous.solana) applyWalletConnectSolana(deps, connector.id, state.solana)
  })
}
