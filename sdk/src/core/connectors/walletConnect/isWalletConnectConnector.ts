import type { InjectedConnector } from '../injected/injectedConnector'
import type { WalletConnectConnector } from './walletConnectConnector'

/** The WalletConnect connector among the page's wallets (types only: the flows that ask load lazily). */
export function isWalletConnectConnector(
  connector: InjectedConnector,
): connector is WalletConnectConnector {
  return connector.type === 'WALLET_CONNECT' && 'store' in connector
}
