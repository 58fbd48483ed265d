import {
  createWalletStandardDiscovery,
  type WalletRegistry,
  type WalletStandardDiscovery,
} from '../walletStandard/walletStandardDiscovery'
import { type BitcoinWalletConnector, toBitcoinWalletConnector } from './bitcoinWalletConnector'

export type BitcoinWalletDiscovery = WalletStandardDiscovery<BitcoinWalletConnector>

/** Every registered wallet with Bitcoin chains and features, listed once. */
export function createBitcoinWalletDiscovery(registry: WalletRegistry): BitcoinWalletDiscovery {
  return createWalletStandardDiscovery(registry, toBitcoinWalletConnector)
}
