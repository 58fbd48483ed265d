import type { AirlockEvents } from './airlockEvents'
import type { AuthConnector } from './connectors/auth/authConnector'
import type { WalletDiscovery } from './connectors/injected/eip6963'
import type { WalletStorage } from './connectors/walletStorage'
import type { NamespaceWallets } from './features/browserWallets/namespaceWallets'
import type { Logger } from './logger'
import type { AirlockStores } from './stores/airlockStores'

/** What every controller works with: one SDK instance's stores, connectors, events and logger. */
export interface ControllerContext {
  stores: AirlockStores
  connector: AuthConnector
  logger: Logger
  /** What `subscribeEvents` hears (CONNECT_SUCCESS, SWITCH_NETWORK…). */
  events: AirlockEvents
  /** The browser wallets found in the page (EIP-6963, legacy window.ethereum). */
  wallets: WalletDiscovery
  /** The Solana and Bitcoin browser wallets (Wallet Standard), loaded only with their networks. */
  namespaceWallets?: NamespaceWallets
  /** Recent wallets and the one to reconnect after a reload. */
  walletStorage: WalletStorage
}
