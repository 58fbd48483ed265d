import { toConnectorInfo } from '../../connectors/injected/injectedConnector'
import type { ControllerContext } from '../../context'
import { followActiveNetwork, followCurrentConnection } from '../network/followStores'
import { connectFlow } from './connectFlow'

export interface BrowserWallets {
  /** Settles when the reconnect attempt at start is done (at once when no wallet is remembered). */
  readonly ready: Promise<void>
  connect(connectorId: string): Promise<void>
  /** Removes the subscriptions and the discovery's listeners. */
  stop(): void
}

/**
 * The browser-wallet side of one instance: the wallets found in the page go to
 * the connection store for the views, the store rules start, and the wallet
 * connected before a reload is reconnected.
 */
export function startBrowserWallets(ctx: ControllerContext, signal: AbortSignal): BrowserWallets {
  const { stores, wallets } = ctx
  const syncConnectors = () => {
    const evm = wallets.getConnectors().map(toConnectorInfo)
    stores.connection.getState().setConnectors(ctx.namespaceWallets?.loaded()?.rows(evm) ?? evm)
  }
  syncConnectors()
  const unsubscribers = [
    wallets.subscribe(syncConnectors),
    followCurrentConnection(ctx),
    followActiveNetwork(ctx),
  ]
  // Solana and Bitcoin wallets join the list once their chunk is there (only with their networks).
  void ctx.namespaceWallets?.ready.then(() => {
    const sessions = ctx.namespaceWallets?.loaded()
    if (!sessions || signal.aborted) return
    unsubscribers.push(sessions.subscribe(syncConnectors))
    syncConnectors()
  })
  const remembered = ctx.walletStorage.getConnectedWalletId()
  // Announced already: say 'connecting' now, so the button does not show Connect while the flow loads.
  if (remembered && wallets.getConnector(remembered)) stores.connection.getState().startConnecting()
  const ready = remembered
    ? connectFlow
        .load()
        .then(({ reconnectExternal }) => reconnectExternal(ctx, signal))
        .catch((error: unknown) => {
          ctx.logger.error('wallet reconnect failed', { error })
          stores.connection.getState().connectFailed()
        })
    : Promise.resolve()
  return {
    ready,
    connect(connectorId) {
      const standard = ctx.namespaceWallets?.loaded()?.connecting(connectorId)
      if (standard) return standard.connect(connectorId)
      return connectFlow.load().then(({ connectExternal }) => connectExternal(ctx, connectorId))
    },
    stop() {
      for (const unsubscribe of unsubscribers) unsubscribe()
      wallets.destroy()
    },
  }
}
