import type { AirlockEvents } from './airlockEvents'
import type { AuthConnector } from './connectors/auth/authConnector'
import type { WalletDiscovery } from './connectors/injected/eip6963'
import type { WalletStorage } from './connectors/walletStorage'
import type { StandardWallets } from './features/standardWallets/index'
import type { Logger } from './logger'
import type { AirlockStores } from './stores/airlockStores'

/**
 * @deprecated Issue 24 §1: every feature takes explicit deps (`<F>Deps`) instead. Left
 * only while features not yet in the one shape still take it; delete once none does.
 */
export interface ControllerContext {
  stores: AirlockStores
  connector: AuthConnector
  logger: Logger
  /** What `subscribeEvents` hears (CONNECT_SUCCESS, SWITCH_NETWORK…). */
  events: AirlockEvents
  /** The browser wallets found in the page (EIP-6963, legacy window.ethereum). */
  wallets: WalletDiscovery
  /** The Solana and Bitcoin browser wallets (Wallet Standard): given at construction. */
  readonly namespaceWallets: StandardWallets
  /** Recent wallets and the one to reconnect after a reload. */
  walletStorage: WalletStorage
}
