import { AirlockError } from '@airlock/protocol'
import type { EmbeddedSolanaProvider } from '../../../connectors/auth/solanaProvider'
import { walletSolanaChainFor } from '../../../connectors/solana/solanaChains'
import { SOLANA_CONNECTOR_PREFIX } from '../../../connectors/solana/solanaWalletConnector'
import type { SolanaWalletDiscovery } from '../../../connectors/solana/solanaWalletDiscovery'
import { createWalletStandardSolanaProvider } from '../../../connectors/solana/walletStandardProvider'
import type { WalletConnectConnector } from '../../../connectors/walletConnect/walletConnectConnector'
import type { CaipNetwork } from '../../../networks/types'
import { createStandardWalletSession, type NamespaceWalletSession } from '../standardWalletSession'
import type { StandardWalletsDeps } from '../standardWalletsDeps'

const NAMESPACE = 'solana' as const
/** The Solana wallet to reconnect after a reload (the EVM one has its own key). */
export const CONNECTED_SOLANA_WALLET_KEY = '@airlock/connected_solana_wallet'

/** What the instance asks of the Solana browser wallets once their chunk is loaded. */
export interface SolanaWalletSession extends NamespaceWalletSession {
  /**
   * Moves the Solana account of `connectorId` to another cluster without asking the
   * wallet (it signs for the chain each request names). A cluster the wallet does not
   * say it serves is refused.
   */
  switchNetwork(connectorId: string, network: CaipNetwork): void
  /** The wallet holding the Solana account, if a browser wallet (or a WalletConnect session) does. */
  provider(): EmbeddedSolanaProvider | undefined
}

/**
 * The Solana browser-wallet flows (SPEC §4) over Wallet Standard discovery
 * (browserWallets/standardWalletSession.ts), cluster switching, and the provider holding
 * the account: the browser wallet's, else a WalletConnect session's. The row an extension
 * shares with its EIP-6963 side is browserWallets/joinedRows.ts's.
 */
export function createSolanaWalletSession(
  deps: Omit<StandardWalletsDeps, 'networks' | 'preferredAccountTypes'>,
  discovery: SolanaWalletDiscovery,
  signal: AbortSignal,
): SolanaWalletSession {
  const session = createStandardWalletSession(deps, discovery, signal, {
    namespace: NAMESPACE,
    storageKey: CONNECTED_SOLANA_WALLET_KEY,
    prefix: SOLANA_CONNECTOR_PREFIX,
    createProvider: createWalletStandardSolanaProvider,
  })
  return {
    ...session,
    switchNetwork(connectorId, network) {
      const connector = discovery.getConnector(connectorId)
      if (!connector) throw new AirlockError('PROVIDER_NOT_FOUND')
      // The wallet's own name for the cluster counts (solanaChains.ts): `solana:mainnet`.
      if (!walletSolanaChainFor(network.caipNetworkId, connector.chains))
        throw new AirlockError('CHAIN_NOT_SUPPORTED', {
          message: `${connector.name} does not serve ${network.caipNetworkId}`,
        })
      session.moveAccount(connectorId, network)
    },
    provider() {
      const held = session.held()
      if (held) return held
      // A WalletConnect session's Solana account (browserWallets/walletConnectSolana.ts).
      const holder = deps.stores.chains.getState().chains.solana?.account.connectorId
      const connector = holder ? deps.wallets.getConnector(holder) : undefined
      // isWalletConnectConnector's test, inlined: importing it would share a chunk with the connect flow.
      return connector?.type === 'WALLET_CONNECT' && 'store' in connector
        ? (connector as WalletConnectConnector).store.getState().solana?.provider
        : undefined
    },
  }
}
