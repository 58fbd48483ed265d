import {
  createWalletStandardDiscovery,
  type WalletRegistry,
  type WalletStandardDiscovery,
} from '../walletStandard/walletStandardDiscovery'
import { type SolanaWalletConnector, toSolanaWalletConnector } from './solanaWalletConnector'

export type { WalletRegistry } from '../walletStandard/walletStandardDiscovery'

export type SolanaWalletDiscovery = WalletStandardDiscovery<SolanaWalletConnector>

/**
 * Wallet Standard discovery for one SDK instance: every registered wallet with
 * Solana chains and features, listed once (a wallet registered twice, or two
 * registrations under one name, make one row), following register / unregister.
 */
export function createSolanaWalletDiscovery(registry: WalletRegistry): SolanaWalletDiscovery {
  return createWalletStandardDiscovery(registry, toSolanaWalletConnector)
}
