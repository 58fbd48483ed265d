import { AirlockError } from '@airlock/protocol'
import type { EmbeddedSolanaProvider } from '../../connectors/auth/solanaProvider'
import { SOLANA_CONNECTOR_PREFIX } from '../../connectors/solana/solanaWalletConnector'
import type { SolanaWalletDiscovery } from '../../connectors/solana/solanaWalletDiscovery'
import { createWalletStandardSolanaProvider } from '../../connectors/solana/walletStandardProvider'
import type { WalletConnectConnector } from '../../connectors/walletConnect/walletConnectConnector'
import type { ControllerContext } from '../../context'
import type { CaipNetwork } from '../../networks/types'
import type { ConnectorInfo } from '../../stores/connectionStore'
import { connectFlow } from '../browserWallets/connectFlow'
import { joinRows } from '../browserWallets/joinedRows'
import {
  createStandardWalletSession,
  type NamespaceWalletSession,
} from '../browserWallets/standardWalletSession'

const NAMESPACE = 'solana' as const
/** The Solana wallet to reconnect after a reload (the EVM one has its own key). */
export const CONNECTED_SOLANA_WALLET_KEY = '@airlock/connected_solana_wallet'

/** What the instance asks of the Solana browser wallets once their chunk is loaded. */
export interface SolanaWalletSession extends NamespaceWalletSession {
  /**
   * The wallet rows: `evm` (EIP-6963) with the Solana wallets. A Solana wallet that is
   * the same extension as an EIP-6963 row (same name, or same icon) joins that row,
   * which then connects both namespaces; the others get rows of their own.
   */
  withSolana(evm: readonly ConnectorInfo[]): ConnectorInfo[]
  /** Whether connecting `id` is this session's: a Solana wallet, or a row it joined. */
  connects(id: string): boolean
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
 * (browserWallets/standardWalletSession.ts), the rows an extension shares with its
 * EIP-6963 side, cluster switching, and the provider holding the account: the browser
 * wallet's, else a WalletConnect session's.
 */
export function createSolanaWalletSession(
  ctx: ControllerContext,
  discovery: SolanaWalletDiscovery,
  signal: AbortSignal,
): SolanaWalletSession {
  const session = createStandardWalletSession(ctx, discovery, signal, {
    namespace: NAMESPACE,
    storageKey: CONNECTED_SOLANA_WALLET_KEY,
    prefix: SOLANA_CONNECTOR_PREFIX,
    createProvider: createWalletStandardSolanaProvider,
  })
  /** EIP-6963 row id → the Solana wallet of the same extension (withSolana). */
  const pairs = new Map<string, string>()

  return {
    ...session,
    withSolana(evm) {
      const joined = joinRows(evm, session.connectors(), NAMESPACE)
      pairs.clear()
      for (const [row, twin] of joined.pairs) pairs.set(row, twin)
      return joined.rows
    },
    connects: (id) => session.isConnector(id) || pairs.has(id),
    async connect(connectorId) {
      const twin = pairs.get(connectorId)
      if (twin) {
        // One extension, two namespaces: its EVM side through the browser-wallet flow, then Solana.
        const { connectExternal } = await connectFlow.load()
        await connectExternal(ctx, connectorId)
        return session.connect(twin)
      }
      return session.connect(connectorId)
    },
    switchNetwork(connectorId, network) {
      const connector = discovery.getConnector(connectorId)
      if (!connector) throw new AirlockError('PROVIDER_NOT_FOUND')
      if (!connector.chains.includes(network.caipNetworkId))
        throw new AirlockError('CHAIN_NOT_SUPPORTED', {
          message: `${connector.name} does not serve ${network.caipNetworkId}`,
        })
      session.moveAccount(connectorId, network)
    },
    provider() {
      const held = session.held()
      if (held) return held
      // A WalletConnect session's Solana account (browserWallets/walletConnectSolana.ts).
      const holder = ctx.stores.chains.getState().chains.solana?.account.connectorId
      const connector = holder ? ctx.wallets.getConnector(holder) : undefined
      // isWalletConnectConnector's test, inlined: importing it would share a chunk with the connect flow.
      return connector?.type === 'WALLET_CONNECT' && 'store' in connector
        ? (connector as WalletConnectConnector).store.getState().solana?.provider
        : undefined
    },
  }
}
