/**
 * The Bitcoin browser-wallet code: Wallet Standard discovery (@wallet-standard/app) with
 * the page's sats-connect wallets bridged in, the provider over a found wallet and the
 * connect flow. A chunk of its own (the feature's index loads it beside standardWallets.impl.ts), so a dapp without
 * bip122 networks never downloads it.
 */
import { getWallets } from '@wallet-standard/app'
import { createBitcoinWalletDiscovery } from '../../../connectors/bitcoin/bitcoinWalletDiscovery'
import { withSatsConnectWallets } from '../../../connectors/bitcoin/satsConnect/satsConnectRegistry'
import type { StandardWalletsDeps } from '../standardWalletsDeps'
import { bitcoinAccountType } from './bitcoinAccountType'
import { type BitcoinWalletSession, createBitcoinWalletSession } from './bitcoinWalletSession'

/**
 * Starts following the page's Bitcoin wallets: the Wallet Standard registry and the
 * sats-connect providers. `preferredAccountTypes` is the dapp's option, checked here.
 */
export function startBitcoinWalletSession(
  deps: StandardWalletsDeps,
  signal: AbortSignal,
): BitcoinWalletSession {
  const accountType = bitcoinAccountType(deps.preferredAccountTypes)
  const registry = withSatsConnectWallets(getWallets(), window)
  return createBitcoinWalletSession(
    deps,
    createBitcoinWalletDiscovery(registry),
    signal,
    accountType,
  )
}
