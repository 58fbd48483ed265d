import { UnsupportedChainError } from '@airlock/protocol'
import { supports } from '../../adapters/chainAdapters'
import { AUTH_CONNECTOR_ID } from '../../connectors/auth/authConnector'
import { type CaipNetwork, networkRpcUrl } from '../../networks/types'
import { connectFlow } from '../browserWallets/connectFlow'
import { applyAuthUser, fetchAuthUser, isAuthNamespace } from '../emailLogin/authSession'
import type { Network, NetworkDeps } from './index'
import { isWalletConnect, switchWalletConnectSolana } from './walletConnectSolanaSwitch'

/** The feature's code, loaded by the first switch. */
export function start(deps: NetworkDeps): Network {
  return { switchNetwork: (target) => switchNetwork(deps, target) }
}

/** `target` among the configured networks: a network (by CAIP-2 id) or an eip155 chain id. */
function findNetwork(deps: NetworkDeps, target: CaipNetwork | number | string) {
  const wanted = typeof target === 'object' ? target.caipNetworkId : undefined
  return Object.values(deps.stores.chains.getState().chains)
    .flatMap((chain) => chain.network.requestedCaipNetworks)
    .find((candidate) =>
      wanted
        ? candidate.caipNetworkId === wanted
        : candidate.id === target && supports(candidate.chainNamespace, 'numericChainIds'),
    )
}

/** Moves whichever connector holds the namespace's account to `network`, then the stores. */
async function switchHolder(deps: NetworkDeps, network: CaipNetwork): Promise<void> {
  const { chains } = deps.stores
  const namespace = network.chainNamespace
  const connectorId = chains.getState().chains[namespace]?.account.connectorId
  if (connectorId === AUTH_CONNECTOR_ID && isAuthNamespace(namespace)) {
    // The frame switches first; the user is read again, since a smart account can differ per chain.
    await deps.connector.switchNetwork(network.id, networkRpcUrl(network))
    chains.getState().setCaipNetwork(namespace, network)
    const { user } = await fetchAuthUser(deps, namespace)
    applyAuthUser(deps, namespace, user)
    return
  }
  const solanaWallets = deps.standardWallets.loaded()?.solana()
  if (connectorId && solanaWallets?.isConnector(connectorId)) {
    // A Wallet Standard wallet is asked nothing: each request names the cluster.
    solanaWallets.switchNetwork(connectorId, network)
    return
  }
  const wallet = connectorId ? deps.wallets.getConnector(connectorId) : undefined
  // A WalletConnect session's Solana account: the switch is local (walletConnectSolana.ts).
  if (namespace === 'solana' && isWalletConnect(wallet)) {
    switchWalletConnectSolana(wallet, network)
    return
  }
  // A browser wallet switches the namespace it connected (EIP-6963 wallets: eip155).
  if (wallet && wallet.chain === namespace) {
    // The browser-wallet flow is loaded already: that wallet connected through it.
    const { switchInjectedNetwork } = await connectFlow.load()
    await switchInjectedNetwork(deps.browserWallet, wallet, network)
    return
  }
  chains.getState().setCaipNetwork(namespace, network)
}

/**
 * Makes `network` the active one (and its namespace the active namespace),
 * through the connector holding that namespace: the embedded wallet by
 * SWITCH_NETWORK, a browser wallet by wallet_switchEthereumChain (adding the
 * chain on 4902), a Solana wallet (Wallet Standard or a WalletConnect session) by
 * naming the cluster in its next requests. Only configured networks: anything else is 'Network Not
 * Found'. A switch to another namespace sets `switchingNamespace` meanwhile
 * and resets the send state; going back to a namespace on the network it is
 * on asks its wallet nothing. Reports SWITCH_NETWORK.
 */
async function switchNetwork(
  deps: NetworkDeps,
  target: CaipNetwork | number | string,
): Promise<void> {
  const { chains } = deps.stores
  const network = findNetwork(deps, target)
  if (!network) throw new UnsupportedChainError('SWITCH_NETWORK_NOT_FOUND')
  const otherNamespace = chains.getState().activeNamespace !== network.chainNamespace
  if (otherNamespace) {
    // SPEC §4: this also resets the send state: the send form follows the flag
    // (features/send/index.ts), which keeps its store out of the context.
    chains.getState().setSwitchingNamespace(true)
  }
  // Back to a namespace on the network it is on already: nothing for its wallet to do.
  const sameNetwork =
    chains.getState().chains[network.chainNamespace]?.network.caipNetwork?.caipNetworkId ===
    network.caipNetworkId
  try {
    if (!(otherNamespace && sameNetwork)) await switchHolder(deps, network)
    chains.getState().setActiveNamespace(network.chainNamespace)
  } finally {
    if (otherNamespace) chains.getState().setSwitchingNamespace(false)
  }
  deps.events.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
}
