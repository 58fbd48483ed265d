import { AirlockError, type CaipAddress, ErrorCatalogue } from '@airlock/protocol'
import {
  SOLANA_CONNECTOR_PREFIX,
  type SolanaWalletConnector,
} from '../../connectors/solana/solanaWalletConnector'
import type { SolanaWalletDiscovery } from '../../connectors/solana/solanaWalletDiscovery'
import {
  createWalletStandardSolanaProvider,
  type WalletStandardSolanaProvider,
} from '../../connectors/solana/walletStandardProvider'
import type { ControllerContext } from '../../context'
import type { ConnectorInfo } from '../../stores/connectionStore'

const NAMESPACE = 'solana'

/** What the instance asks of the Solana browser wallets once their chunk is loaded. */
export interface SolanaWalletSession {
  connectors(): ConnectorInfo[]
  subscribe(listener: () => void): () => void
  isConnector(id: string): boolean
  connect(connectorId: string): Promise<void>
  /** Ends the connection on this side; with `revoke`, asks the wallet to forget the site. */
  disconnect(connectorId: string, options: { revoke: boolean }): Promise<void>
  /** The wallet holding the Solana account, if a browser wallet does. */
  provider(): WalletStandardSolanaProvider | undefined
  stop(): void
}

export function toSolanaConnectorInfo(connector: SolanaWalletConnector): ConnectorInfo {
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    chains: [connector.chain],
    imageUrl: connector.imageUrl,
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : ErrorCatalogue.SOMETHING_WENT_WRONG

/**
 * The Solana browser-wallet flows (SPEC §4) over Wallet Standard discovery: connect
 * ('connecting', then the account in the chains and connection stores), the wallet's
 * account changes, disconnect.
 */
export function createSolanaWalletSession(
  ctx: ControllerContext,
  discovery: SolanaWalletDiscovery,
): SolanaWalletSession {
  const { chains, connection, modal, router } = ctx.stores
  let held: { provider: WalletStandardSolanaProvider; stop: () => void } | undefined

  const activeCluster = () =>
    chains.getState().chains[NAMESPACE]?.network.caipNetwork?.caipNetworkId
  const holds = (connectorId: string) =>
    chains.getState().chains[NAMESPACE]?.account.connectorId === connectorId

  function apply(connectorId: string, address: string): void {
    const chain = chains.getState().chains[NAMESPACE]
    const network = chain?.network.caipNetwork ?? chain?.network.requestedCaipNetworks[0]
    if (!chain || !network) throw new AirlockError('CHAIN_NOT_SUPPORTED')
    const caipAddress: CaipAddress = `${NAMESPACE}:${network.id}:${address}`
    chains.getState().setCaipNetwork(NAMESPACE, network)
    chains.getState().resetAccount(NAMESPACE, {
      address,
      caipAddress,
      status: 'connected',
      connectorId,
    })
    chains.getState().setActiveNamespace(NAMESPACE)
    connection.getState().connected({ connectorId, namespace: NAMESPACE, address, caipAddress })
  }

  async function disconnect(connectorId: string, { revoke }: { revoke: boolean }): Promise<void> {
    const mine = held?.provider.connectorId === connectorId ? held : undefined
    if (mine) {
      mine.stop()
      held = undefined
    }
    if (holds(connectorId)) chains.getState().resetAccount(NAMESPACE)
    connection.getState().disconnect(connectorId)
    if (revoke && mine) await mine.provider.disconnect()
  }

  return {
    connectors: () => discovery.getConnectors().map(toSolanaConnectorInfo),
    subscribe: (listener) => discovery.subscribe(listener),
    isConnector: (id) => id.startsWith(SOLANA_CONNECTOR_PREFIX),
    async connect(connectorId) {
      connection.getState().startConnecting()
      let name: string
      try {
        const connector = discovery.getConnector(connectorId)
        if (!connector) throw new AirlockError('PROVIDER_NOT_FOUND')
        name = connector.name
        const provider = createWalletStandardSolanaProvider(connector, activeCluster)
        const address = await provider.connect()
        if (held && held.provider.connectorId !== connectorId)
          await disconnect(held.provider.connectorId, { revoke: false })
        held?.stop()
        const stop = provider.onAccountChange((next) => {
          if (!holds(connectorId)) return
          // No account left: the user disconnected this site from inside the wallet.
          if (next) apply(connectorId, next)
          else void disconnect(connectorId, { revoke: false })
        })
        held = { provider, stop }
        if (modal.getState().open) router.getState().reset('Account')
        apply(connectorId, address)
      } catch (error) {
        const message = messageOf(error)
        connection.getState().connectFailed(message)
        ctx.events.emit('CONNECT_ERROR', { message, connectorId })
        throw error
      }
      ctx.events.emit('CONNECT_SUCCESS', { method: 'browser', name, connectorId })
    },
    disconnect,
    provider: () => (held && holds(held.provider.connectorId) ? held.provider : undefined),
    stop() {
      held?.stop()
      held = undefined
      discovery.destroy()
    },
  }
}
