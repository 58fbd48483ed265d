import { AirlockError, type CaipAddress, ErrorCatalogue } from '@airlock/protocol'
import type { EmbeddedSolanaProvider } from '../../connectors/auth/solanaProvider'
import {
  SOLANA_CONNECTOR_PREFIX,
  type SolanaWalletConnector,
} from '../../connectors/solana/solanaWalletConnector'
import type { SolanaWalletDiscovery } from '../../connectors/solana/solanaWalletDiscovery'
import {
  createWalletStandardSolanaProvider,
  type WalletStandardSolanaProvider,
} from '../../connectors/solana/walletStandardProvider'
import type { WalletConnectConnector } from '../../connectors/walletConnect/walletConnectConnector'
import type { ControllerContext } from '../../context'
import type { CaipNetwork } from '../../networks/types'
import type { ConnectorInfo } from '../../stores/connectionStore'
import { connectFlow } from '../browserWallets/connectFlow'
import { followConnectedNamespace } from '../network/activeNamespace'

const NAMESPACE = 'solana' as const
/** The Solana wallet to reconnect after a reload (the EVM one has its own key). */
export const CONNECTED_SOLANA_WALLET_KEY = '@airlock/connected_solana_wallet'

/** What the instance asks of the Solana browser wallets once their chunk is loaded. */
export interface SolanaWalletSession {
  /** Settles when the reconnect attempt at start is done (at once when no wallet is remembered). */
  readonly restored: Promise<void>
  connectors(): ConnectorInfo[]
  /**
   * The wallet rows: `evm` (EIP-6963) with the Solana wallets. A Solana wallet that is
   * the same extension as an EIP-6963 row (same name, or same icon) joins that row,
   * which then connects both namespaces; the others get rows of their own.
   */
  withSolana(evm: readonly ConnectorInfo[]): ConnectorInfo[]
  /** Whether connecting `id` is this session's: a Solana wallet, or a row it joined. */
  connects(id: string): boolean
  subscribe(listener: () => void): () => void
  isConnector(id: string): boolean
  connect(connectorId: string): Promise<void>
  /** Ends the connection on this side; with `revoke`, asks the wallet to forget the site. */
  disconnect(connectorId: string, options: { revoke: boolean }): Promise<void>
  /**
   * Moves the Solana account of `connectorId` to another cluster. A Wallet Standard
   * wallet signs for the chain each request names, so nothing is asked of it: the
   * stores follow (network, CAIP address) and every later request names `network`.
   * A cluster the wallet does not say it serves is refused.
   */
  switchNetwork(connectorId: string, network: CaipNetwork): void
  /** The wallet holding the Solana account, if a browser wallet (or a WalletConnect session) does. */
  provider(): EmbeddedSolanaProvider | undefined
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

/** The same extension on both sides: the name it announces (trimmed, any case), or the very same icon. */
const sameWallet = (evm: ConnectorInfo, solana: ConnectorInfo) =>
  evm.name.trim().toLowerCase() === solana.name.trim().toLowerCase() ||
  (evm.imageUrl !== undefined && evm.imageUrl === solana.imageUrl)

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
  signal: AbortSignal,
): SolanaWalletSession {
  const { chains, connection, modal, router } = ctx.stores
  let held: { provider: WalletStandardSolanaProvider; stop: () => void } | undefined
  /** EIP-6963 row id → the Solana wallet of the same extension (withSolana). */
  const pairs = new Map<string, string>()
  // EVM and Solana at once: a disconnect of the namespace shown shows the other.
  const stopFollowing = followConnectedNamespace(ctx.stores)

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

  function hold(connectorId: string, provider: WalletStandardSolanaProvider): void {
    held?.stop()
    const stop = provider.onAccountChange((next) => {
      if (!holds(connectorId)) return
      // No account left: the user disconnected this site from inside the wallet.
      if (next) apply(connectorId, next)
      else void disconnect(connectorId, { revoke: false })
    })
    held = { provider, stop }
    ctx.walletStorage.write(CONNECTED_SOLANA_WALLET_KEY, connectorId)
  }

  /** Quietly restores the remembered wallet, only if it still grants this site an account. */
  async function restore(connector: SolanaWalletConnector): Promise<void> {
    if (held || chains.getState().chains[NAMESPACE]?.account.address) return
    connection.getState().startConnecting()
    chains.getState().setAccount(NAMESPACE, { status: 'reconnecting' })
    try {
      const provider = createWalletStandardSolanaProvider(connector, activeCluster)
      const address = await provider.reconnect()
      if (!address) {
        ctx.walletStorage.write(CONNECTED_SOLANA_WALLET_KEY, undefined)
        chains.getState().setAccount(NAMESPACE, { status: 'disconnected' })
        connection.getState().connectFailed()
        return
      }
      hold(connector.id, provider)
      apply(connector.id, address)
    } catch (error) {
      ctx.logger.debug('Solana wallet reconnect failed', { error, connectorId: connector.id })
      chains.getState().setAccount(NAMESPACE, { status: 'disconnected' })
      connection.getState().connectFailed(messageOf(error))
    }
  }

  /** Restores now if the remembered wallet is registered, else once it registers (until `signal`). */
  function restoreRemembered(): Promise<void> {
    const id = ctx.walletStorage.read(CONNECTED_SOLANA_WALLET_KEY)
    if (!id || signal.aborted) return Promise.resolve()
    const connector = discovery.getConnector(id)
    if (connector) return restore(connector)
    const unsubscribe = discovery.subscribe(() => {
      const registered = discovery.getConnector(id)
      if (!registered) return
      unsubscribe()
      void restore(registered)
    })
    signal.addEventListener('abort', unsubscribe, { once: true })
    return Promise.resolve()
  }

  async function disconnect(connectorId: string, { revoke }: { revoke: boolean }): Promise<void> {
    if (ctx.walletStorage.read(CONNECTED_SOLANA_WALLET_KEY) === connectorId)
      ctx.walletStorage.write(CONNECTED_SOLANA_WALLET_KEY, undefined)
    const mine = held?.provider.connectorId === connectorId ? held : undefined
    if (mine) {
      mine.stop()
      held = undefined
    }
    if (holds(connectorId)) chains.getState().resetAccount(NAMESPACE)
    connection.getState().disconnect(connectorId)
    if (revoke && mine) await mine.provider.disconnect()
  }

  async function connectSolana(connectorId: string): Promise<void> {
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
      hold(connectorId, provider)
      if (modal.getState().open) router.getState().reset('Account')
      apply(connectorId, address)
    } catch (error) {
      const message = messageOf(error)
      connection.getState().connectFailed(message)
      ctx.events.emit('CONNECT_ERROR', { message, connectorId })
      throw error
    }
    ctx.events.emit('CONNECT_SUCCESS', { method: 'browser', name, connectorId })
  }

  return {
    restored: restoreRemembered(),
    connectors: () => discovery.getConnectors().map(toSolanaConnectorInfo),
    withSolana(evm) {
      const solana = discovery.getConnectors().map(toSolanaConnectorInfo)
      pairs.clear()
      const rows = evm.map((row) => {
        const twin = solana.find((candidate) => sameWallet(row, candidate))
        if (!twin) return row
        pairs.set(row.id, twin.id)
        return { ...row, chains: [...row.chains, NAMESPACE] }
      })
      const joined = new Set(pairs.values())
      return [...rows, ...solana.filter((row) => !joined.has(row.id))]
    },
    connects: (id) => id.startsWith(SOLANA_CONNECTOR_PREFIX) || pairs.has(id),
    subscribe: (listener) => discovery.subscribe(listener),
    isConnector: (id) => id.startsWith(SOLANA_CONNECTOR_PREFIX),
    async connect(connectorId) {
      const twin = pairs.get(connectorId)
      if (twin) {
        // One extension, two namespaces: its EVM side through the browser-wallet flow, then Solana.
        const { connectExternal } = await connectFlow.load()
        await connectExternal(ctx, connectorId)
        return connectSolana(twin)
      }
      return connectSolana(connectorId)
    },
    disconnect,
    switchNetwork(connectorId, network) {
      const address = chains.getState().chains[NAMESPACE]?.account.address
      const connector = discovery.getConnector(connectorId)
      if (!address || !connector || !holds(connectorId))
        throw new AirlockError('PROVIDER_NOT_FOUND')
      if (!connector.chains.includes(network.caipNetworkId))
        throw new AirlockError('CHAIN_NOT_SUPPORTED', {
          message: `${connector.name} does not serve ${network.caipNetworkId}`,
        })
      chains.getState().setCaipNetwork(NAMESPACE, network)
      apply(connectorId, address)
    },
    provider() {
      if (held && holds(held.provider.connectorId)) return held.provider
      // A WalletConnect session's Solana account (browserWallets/walletConnectSolana.ts).
      const holder = chains.getState().chains[NAMESPACE]?.account.connectorId
      const connector = holder ? ctx.wallets.getConnector(holder) : undefined
      // isWalletConnectConnector's test, inlined: importing it would share a chunk with the connect flow.
      return connector?.type === 'WALLET_CONNECT' && 'store' in connector
        ? (connector as WalletConnectConnector).store.getState().solana?.provider
        : undefined
    },
    stop() {
      stopFollowing()
      held?.stop()
      held = undefined
      discovery.destroy()
    },
  }
}
