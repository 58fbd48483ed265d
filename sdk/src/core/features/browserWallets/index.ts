import type { InjectedConnector } from '../../connectors/injected/injectedConnector'
import { toConnectorInfo } from '../../connectors/injected/injectedConnector'
import { defineFeature } from '../defineFeature'

export type { BrowserWalletsDeps, WalletFlowDeps } from './walletFlowDeps'

export interface BrowserWallets {
  /** Settles when the reconnect attempt at start is done (at once when no wallet is remembered). */
  readonly ready: Promise<void>
  connect(connectorId: string): Promise<void>
  /** The browser wallet holding the eip155 account, if a browser wallet holds it. */
  held(): InjectedConnector | undefined
}

/**
 * The browser-wallet side of one instance. At page start: the wallets found in the
 * page (EIP-6963, WalletConnect, and the Solana and Bitcoin ones once theirs have
 * loaded) go to the connection store for the views, and the wallet connected before
 * a reload is reconnected. The connect flow (browserWallets.impl.ts) loads on the
 * first connect, or at start when there is a wallet to reconnect.
 */
export const createBrowserWalletsFeature = defineFeature({
  state: () => undefined,
  load: () => import('./browserWallets.impl'),
  methods(feature): BrowserWallets {
    const { stores, wallets, walletStorage, standardWallets, logger } = feature.deps
    const syncConnectors = () => {
      const evm = wallets.getConnectors().map(toConnectorInfo)
      stores.connection.getState().setConnectors(standardWallets.loaded()?.rows(evm) ?? evm)
    }
    syncConnectors()
    const unsubscribers = [wallets.subscribe(syncConnectors)]
    feature.onDispose(() => {
      for (const unsubscribe of unsubscribers) unsubscribe()
      wallets.destroy()
    })
    // Solana and Bitcoin wallets join the list once their chunk is there (only with their networks).
    void standardWallets.ready.then(() => {
      const sessions = standardWallets.loaded()
      if (!sessions || feature.disposed()) return
      unsubscribers.push(sessions.subscribe(syncConnectors))
      syncConnectors()
    })
    const remembered = walletStorage.getConnectedWalletId()
    // Announced already: say 'connecting' now, so the button does not show Connect while the flow loads.
    if (remembered && wallets.getConnector(remembered))
      stores.connection.getState().startConnecting()
    const ready = remembered
      ? feature
          .use((impl) => impl.reconnect())
          .catch((error: unknown) => {
            // Destroyed before the flow loaded: nothing to report, nobody to show it to.
            if (feature.disposed()) return
            logger.error('wallet reconnect failed', { error })
            stores.connection.getState().connectFailed()
          })
      : Promise.resolve()
    const connectEvm = (connectorId: string) => feature.use((impl) => impl.connect(connectorId))
    return {
      ready,
      connect(connectorId) {
        // A Solana or Bitcoin wallet, or a row their wallets joined, connects through their session.
        const standard = standardWallets.loaded()?.connecting(connectorId, connectEvm)
        return standard ? standard.connect(connectorId) : connectEvm(connectorId)
      },
      held() {
        const connectorId = stores.chains.getState().chains.eip155?.account.connectorId
        return connectorId ? wallets.getConnector(connectorId) : undefined
      },
    }
  },
})
