import { AirlockError, type CaipAddress, ErrorCatalogue } from '@airlock/protocol'
import type { StandardWalletProvider } from '../../connectors/walletStandard/standardWalletProvider'
import type { WalletStandardDiscovery } from '../../connectors/walletStandard/walletStandardDiscovery'
import type { CaipNetwork, ChainNamespace } from '../../networks/types'
import type { ConnectorInfo } from '../../stores/connectionStore'
import type { StandardWalletsDeps } from './standardWalletsDeps'

/** What the instance asks of one namespace's Wallet Standard wallets once their chunk is loaded. */
export interface NamespaceWalletSession {
  /** Settles when the reconnect attempt at start is done (at once when no wallet is remembered). */
  readonly restored: Promise<void>
  connectors(): ConnectorInfo[]
  subscribe(listener: () => void): () => void
  isConnector(id: string): boolean
  connect(connectorId: string): Promise<void>
  /** Ends the connection on this side; with `revoke`, asks the wallet to forget the site. */
  disconnect(connectorId: string, options: { revoke: boolean }): Promise<void>
  stop(): void
}

export interface StandardWalletConnectorInfo {
  readonly id: string
  readonly name: string
  readonly type: 'ANNOUNCED'
  readonly imageUrl: string | undefined
}

export interface StandardWalletSessionOptions<C extends StandardWalletConnectorInfo, P> {
  namespace: ChainNamespace
  /** The wallet to reconnect after a reload (each namespace has its own key). */
  storageKey: string
  /** Every connector id of the namespace starts so. */
  prefix: string
  /** The provider over `connector`, on the namespace's active network (CAIP-2). */
  createProvider(connector: C, network: () => string | undefined): P
}

export interface StandardWalletSession<P> extends NamespaceWalletSession {
  /** The provider of the wallet holding the namespace's account, if a Wallet Standard wallet does. */
  held(): P | undefined
  /**
   * Moves the account `connectorId` holds to `network` of the same namespace. A Wallet
   * Standard wallet signs for the chain each request names, so nothing is asked of it:
   * the stores follow (network, CAIP address) and later requests name `network`.
   */
  moveAccount(connectorId: string, network: CaipNetwork): void
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : ErrorCatalogue.SOMETHING_WENT_WRONG

/**
 * One namespace's Wallet Standard flows (SPEC §4) over its discovery: connect
 * ('connecting', then the account in the chains and connection stores), the
 * wallet's account changes, disconnect, and the quiet reconnect after a reload.
 */
export function createStandardWalletSession<
  C extends StandardWalletConnectorInfo,
  P extends StandardWalletProvider,
>(
  deps: Pick<StandardWalletsDeps, 'stores' | 'walletStorage' | 'events' | 'logger'>,
  discovery: WalletStandardDiscovery<C>,
  signal: AbortSignal,
  { namespace, storageKey, prefix, createProvider }: StandardWalletSessionOptions<C, P>,
): StandardWalletSession<P> {
  const { chains, connection, modal, router } = deps.stores
  let held: { provider: P; stop: () => void } | undefined
  const activeNetwork = () =>
    chains.getState().chains[namespace]?.network.caipNetwork?.caipNetworkId
  const holds = (connectorId: string) =>
    chains.getState().chains[namespace]?.account.connectorId === connectorId

  function apply(connectorId: string, address: string): void {
    const chain = chains.getState().chains[namespace]
    const network = chain?.network.caipNetwork ?? chain?.network.requestedCaipNetworks[0]
    if (!chain || !network) throw new AirlockError('CHAIN_NOT_SUPPORTED')
    const caipAddress: CaipAddress = `${namespace}:${network.id}:${address}`
    chains.getState().setCaipNetwork(namespace, network)
    chains.getState().resetAccount(namespace, {
      address,
      caipAddress,
      status: 'connected',
      connectorId,
    })
    chains.getState().setActiveNamespace(namespace)
    connection.getState().connected({ connectorId, namespace, address, caipAddress })
  }

  function hold(connectorId: string, provider: P): void {
    held?.stop()
    const stop = provider.onAccountChange((next) => {
      if (!holds(connectorId)) return
      // No account left: the user disconnected this site from inside the wallet.
      if (next) apply(connectorId, next)
      else void disconnect(connectorId, { revoke: false })
    })
    held = { provider, stop }
    deps.walletStorage.write(storageKey, connectorId)
  }

  /** Quietly restores the remembered wallet, only if it still grants this site an account. */
  async function restore(connector: C): Promise<void> {
    if (held || chains.getState().chains[namespace]?.account.address) return
    connection.getState().startConnecting()
    chains.getState().setAccount(namespace, { status: 'reconnecting' })
    try {
      const provider = createProvider(connector, activeNetwork)
      const address = await provider.reconnect()
      if (!address) {
        deps.walletStorage.write(storageKey, undefined)
        chains.getState().setAccount(namespace, { status: 'disconnected' })
        connection.getState().connectFailed()
        return
      }
      hold(connector.id, provider)
      apply(connector.id, address)
    } catch (error) {
      deps.logger.debug('wallet reconnect failed', { error, connectorId: connector.id })
      chains.getState().setAccount(namespace, { status: 'disconnected' })
      connection.getState().connectFailed(messageOf(error))
    }
  }

  /** Restores now if the remembered wallet is registered, else once it registers (until `signal`). */
  function restoreRemembered(): Promise<void> {
    const id = deps.walletStorage.read(storageKey)
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
    if (deps.walletStorage.read(storageKey) === connectorId)
      deps.walletStorage.write(storageKey, undefined)
    const mine = held?.provider.connectorId === connectorId ? held : undefined
    if (mine) {
      mine.stop()
      held = undefined
    }
    if (holds(connectorId)) chains.getState().resetAccount(namespace)
    connection.getState().disconnect(connectorId)
    if (revoke && mine) await mine.provider.disconnect()
  }

  return {
    restored: restoreRemembered(),
    connectors: () =>
      discovery.getConnectors().map((connector) => ({
        id: connector.id,
        name: connector.name,
        type: connector.type,
        chains: [namespace],
        imageUrl: connector.imageUrl,
      })),
    subscribe: (listener) => discovery.subscribe(listener),
    isConnector: (id) => id.startsWith(prefix),
    async connect(connectorId) {
      connection.getState().startConnecting()
      let name: string
      try {
        const connector = discovery.getConnector(connectorId)
        if (!connector) throw new AirlockError('PROVIDER_NOT_FOUND')
        name = connector.name
        const provider = createProvider(connector, activeNetwork)
        const address = await provider.connect()
        if (held && held.provider.connectorId !== connectorId)
          await disconnect(held.provider.connectorId, { revoke: false })
        hold(connectorId, provider)
        if (modal.getState().open) router.getState().reset('Account')
        apply(connectorId, address)
      } catch (error) {
        const message = messageOf(error)
        connection.getState().connectFailed(message)
        deps.events.emit('CONNECT_ERROR', { message, connectorId })
        throw error
      }
      deps.events.emit('CONNECT_SUCCESS', { method: 'browser', name, connectorId })
    },
    disconnect,
    held: () => (held && holds(held.provider.connectorId) ? held.provider : undefined),
    moveAccount(connectorId, network) {
      const address = chains.getState().chains[namespace]?.account.address
      if (!address || !holds(connectorId)) throw new AirlockError('PROVIDER_NOT_FOUND')
      chains.getState().setCaipNetwork(namespace, network)
      apply(connectorId, address)
    },
    stop() {
      held?.stop()
      held = undefined
      discovery.destroy()
    },
  }
}
