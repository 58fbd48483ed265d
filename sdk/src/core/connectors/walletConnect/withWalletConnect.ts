import type { WalletDiscovery } from '../injected/eip6963'
import type { InjectedConnector } from '../injected/injectedConnector'
import type { WalletConnectConnector } from './walletConnectConnector'

/**
 * The page's wallets with WalletConnect among them: the flows that connect, follow,
 * switch and disconnect a browser wallet then serve WalletConnect too, since its
 * connector speaks EIP-1193 like one. Listed first (SPEC §1 connector order).
 */
export function withWalletConnect(
  discovery: WalletDiscovery,
  walletConnect: WalletConnectConnector,
): WalletDiscovery {
  let inner: readonly InjectedConnector[] | undefined
  let list: readonly InjectedConnector[] = []
  const connectors = () => {
    const current = discovery.getConnectors()
    if (current !== inner) {
      inner = current
      list = [walletConnect, ...current]
    }
    return list
  }
  return {
    ...discovery,
    getConnectors: connectors,
    getConnector: (id) => connectors().find((connector) => connector.id === id),
    destroy() {
      discovery.destroy()
      void walletConnect.destroy()
    },
  }
}
