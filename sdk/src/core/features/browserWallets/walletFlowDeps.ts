import type { AirlockEvents } from '../../airlockEvents'
import type { WalletDiscovery } from '../../connectors/injected/eip6963'
import type { WalletStorage } from '../../connectors/walletStorage'
import type { Logger } from '../../logger'
import type { AirlockStores } from '../../stores/airlockStores'
import type { StandardWallets } from '../standardWallets/index'

/**
 * What the EIP-6963 and WalletConnect flows work with: the stores they write the
 * account to, the wallets found in the page, the wallet to reconnect after a reload,
 * and where success and failure are told.
 */
export interface WalletFlowDeps {
  stores: Pick<AirlockStores, 'chains' | 'connection' | 'modal' | 'router'>
  /** The browser wallets found in the page (EIP-6963, legacy window.ethereum, WalletConnect). */
  wallets: WalletDiscovery
  /** Recent wallets and the one to reconnect after a reload. */
  walletStorage: WalletStorage
  events: Pick<AirlockEvents, 'emit'>
  logger: Logger
}

/** The connect flow also hands a WalletConnect session's Solana account over from a Solana wallet. */
export interface BrowserWalletsDeps extends WalletFlowDeps {
  /** The Solana and Bitcoin wallets (their feature's public API). */
  standardWallets: Pick<StandardWallets, 'ready' | 'loaded'>
}
