import { AirlockError, type CaipAddress, ErrorCatalogue } from '@airlock/protocol'
import {
  connectInjected,
  getInjectedAccounts,
  getInjectedChainId,
  revokeInjected,
  watchInjected,
} from '../../connectors/injected/injectedActions'
import type { InjectedConnector } from '../../connectors/injected/injectedConnector'
import { switchInjectedChain } from '../../connectors/injected/switchInjectedChain'
import { addRecentWallet } from '../../connectors/recentWallets'
import { isWalletConnectConnector } from '../../connectors/walletConnect/isWalletConnectConnector'
import type { CaipNetwork, ChainNamespace } from '../../networks/types'
import { unknownEvmNetwork } from '../../networks/unknownNetwork'
import { type ConnectionReport, connectionReport } from './connectionReport'
import { followWalletConnectRequests } from './walletConnectRequests'
import { followWalletConnectSolana } from './walletConnectSolana'
import type { BrowserWalletsDeps, WalletFlowDeps } from './walletFlowDeps'

/**
 * The browser-wallet flows of SPEC §4: connect, reconnect after a reload, the
 * wallet's own events, disconnect. The browser-wallets feature's implementation
 * (index.ts loads it on the first connect, or at start to reconnect; the network and
 * disconnect features load it through connectFlow.ts, the same chunk), so it imports
 * no module of the page start but through `deps` and types: the
 * UnsupportedChain view and the promotion of the next connection follow the
 * stores by themselves (followStores.ts).
 */

const NAMESPACE = 'eip155'

/** Everything thrown here is an AirlockError (walletError.ts wraps the wallet's); the guard is for the rest. */
const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : ErrorCatalogue.SOMETHING_WENT_WRONG

const holds = (deps: WalletFlowDeps, connector: InjectedConnector) =>
  deps.stores.chains.getState().chains[NAMESPACE]?.account.connectorId === connector.id

/** Writes a wallet's account on `chainId` into the chains and connection stores. */
function applyAccount(
  deps: WalletFlowDeps,
  connector: InjectedConnector,
  address: string,
  chainId: number,
): void {
  const { chains, connection } = deps.stores
  const chain = chains.getState().chains[NAMESPACE]
  if (!chain) throw new AirlockError('CHAIN_NOT_SUPPORTED')
  // A chain the dapp did not configure stays visible as such: that is what UnsupportedChain reads.
  const network =
    chain.network.requestedCaipNetworks.find((candidate) => candidate.id === chainId) ??
    unknownEvmNetwork(chainId)
  const caipAddress: CaipAddress = `${NAMESPACE}:${chainId}:${address}`
  chains.getState().setCaipNetwork(NAMESPACE, network)
  chains.getState().resetAccount(NAMESPACE, {
    address,
    caipAddress,
    status: 'connected',
    connectorId: connector.id,
  })
  chains.getState().setActiveNamespace(NAMESPACE)
  connection
    .getState()
    .connected({ connectorId: connector.id, namespace: NAMESPACE, address, caipAddress })
}

/** The wallet moved to `chainId` (its event, or a switch the SDK asked for). */
export function applyInjectedChain(
  deps: WalletFlowDeps,
  connector: InjectedConnector,
  chainId: number,
): void {
  const address = deps.stores.chains.getState().chains[NAMESPACE]?.account.address
  if (holds(deps, connector) && address) applyAccount(deps, connector, address, chainId)
}

/** Moves the wallet to `network` (adding the chain on 4902), then the stores. */
export async function switchInjectedNetwork(
  deps: WalletFlowDeps,
  connector: InjectedConnector,
  network: CaipNetwork,
): Promise<void> {
  await switchInjectedChain(connector.provider, network)
  // The wallet also says chainChanged; applying it here too does not wait on that event.
  applyInjectedChain(deps, connector, Number(network.id))
}

/**
 * Ends a browser wallet's connection on this side (SPEC §4): its events are no
 * longer followed, the account it held is reset, its connection removed (the
 * next one becomes current) and it is not reconnected after a reload. With
 * `revoke`, the wallet is also asked to forget the site (failures ignored).
 */
export async function disconnectInjected(
  deps: WalletFlowDeps,
  connectorId: string,
  { revoke }: { revoke: boolean },
): Promise<void> {
  const { chains, connection } = deps.stores
  deps.wallets.release(connectorId)
  if (deps.walletStorage.getConnectedWalletId() === connectorId)
    deps.walletStorage.setConnectedWalletId(undefined)
  // Every chain it holds: a WalletConnect session may hold solana beside eip155 (SPEC §4).
  for (const [namespace, chain] of Object.entries(chains.getState().chains))
    if (chain?.account.connectorId === connectorId)
      chains.getState().resetAccount(namespace as ChainNamespace)
  connection.getState().disconnect(connectorId)
  const connector = deps.wallets.getConnector(connectorId)
  if (revoke && connector) await revokeInjected(connector)
}

function watch(deps: BrowserWalletsDeps, connector: InjectedConnector): void {
  const walletConnect = isWalletConnectConnector(connector) ? connector : undefined
  const stopRequests = walletConnect && followWalletConnectRequests(deps, walletConnect.store)
  const stopSolana = walletConnect && followWalletConnectSolana(deps, walletConnect)
  const stopEvents = watchInjected(connector, {
    accountsChanged([address]) {
      if (!holds(deps, connector)) return
      const chainId = deps.stores.chains.getState().chains[NAMESPACE]?.network.caipNetwork?.id
      // No account left: the user disconnected this site from inside the wallet.
      if (!address || typeof chainId !== 'number')
        void disconnectInjected(deps, connector.id, { revoke: false })
      else applyAccount(deps, connector, address, chainId)
    },
    chainChanged: (chainId) => applyInjectedChain(deps, connector, chainId),
    disconnected() {
      if (holds(deps, connector)) void disconnectInjected(deps, connector.id, { revoke: false })
    },
  })
  // Discovery owns the subscriptions: they end on disconnect or when the instance is destroyed.
  deps.wallets.hold(connector.id, () => {
    stopEvents()
    stopRequests?.()
    stopSolana?.()
  })
}

function remember(deps: BrowserWalletsDeps, connector: InjectedConnector): void {
  watch(deps, connector)
  deps.walletStorage.setConnectedWalletId(connector.id)
}

/**
 * Connects a browser wallet (SPEC §4): 'connecting', then 'connected' with the
 * wallet's account and chain; on failure back to 'connected' if a connection
 * is current, else 'disconnected'. Reports CONNECT_SUCCESS / CONNECT_ERROR.
 */
export async function connectExternal(
  deps: BrowserWalletsDeps,
  connectorId: string,
): Promise<void> {
  const { connection, modal, router } = deps.stores
  connection.getState().startConnecting()
  let report: ConnectionReport
  try {
    const connector = deps.wallets.getConnector(connectorId)
    if (!connector) throw new AirlockError('PROVIDER_NOT_FOUND')
    const { address, chainId } = await connectInjected(connector)
    // Home first: on an unsupported chain, applying the account then opens UnsupportedChain over it.
    if (modal.getState().open) router.getState().reset('Account')
    applyAccount(deps, connector, address, chainId)
    remember(deps, connector)
    report = connectionReport(connector)
    addRecentWallet(deps.walletStorage, report.recent)
  } catch (error) {
    const message = messageOf(error)
    connection.getState().connectFailed(message)
    deps.events.emit('CONNECT_ERROR', { message, connectorId })
    throw error
  }
  deps.events.emit('CONNECT_SUCCESS', { ...report.success, connectorId })
}

/** Quietly restores the remembered wallet, only if it still grants this site an account. */
async function restore(deps: BrowserWalletsDeps, connector: InjectedConnector): Promise<void> {
  const { chains, connection } = deps.stores
  // The user connected something else meanwhile: that choice stands.
  if (deps.walletStorage.getConnectedWalletId() !== connector.id) return
  const idle = !chains.getState().chains[NAMESPACE]?.account.address
  const giveUp = (message?: string) => {
    if (idle) chains.getState().setAccount(NAMESPACE, { status: 'disconnected' })
    connection.getState().connectFailed(message)
  }
  connection.getState().startConnecting()
  if (idle) chains.getState().setAccount(NAMESPACE, { status: 'reconnecting' })
  try {
    const [address] = await getInjectedAccounts(connector)
    if (!address) {
      // The wallet no longer grants this site an account: forget it.
      deps.walletStorage.setConnectedWalletId(undefined)
      return giveUp()
    }
    applyAccount(deps, connector, address, await getInjectedChainId(connector))
    remember(deps, connector)
  } catch (error) {
    deps.logger.debug('wallet reconnect failed', { error, connectorId: connector.id })
    giveUp(messageOf(error))
  }
}

/**
 * Reconnects the browser wallet connected before the reload: now if it is
 * announced, else as soon as it is (until `signal` aborts). Settles when the
 * attempt at start is done; never throws.
 */
export function reconnectExternal(deps: BrowserWalletsDeps, signal: AbortSignal): Promise<void> {
  const id = deps.walletStorage.getConnectedWalletId()
  if (!id || signal.aborted) return Promise.resolve()
  const connector = deps.wallets.getConnector(id)
  if (connector) return restore(deps, connector)
  const unsubscribe = deps.wallets.subscribe(() => {
    const announced = deps.wallets.getConnector(id)
    if (!announced) return
    unsubscribe()
    void restore(deps, announced)
  })
  signal.addEventListener('abort', unsubscribe, { once: true })
  return Promise.resolve()
}

/** What the feature (index.ts) forwards to once this chunk is there. */
export interface BrowserWalletsImpl {
  connect(connectorId: string): Promise<void>
  /** The reconnect at start; it stops waiting for the wallet's announcement on dispose. */
  reconnect(): Promise<void>
  dispose(): void
}

export function start(deps: BrowserWalletsDeps): BrowserWalletsImpl {
  const lifetime = new AbortController()
  return {
    connect: (connectorId) => connectExternal(deps, connectorId),
    reconnect: () => reconnectExternal(deps, lifetime.signal),
    dispose: () => lifetime.abort(),
  }
}
