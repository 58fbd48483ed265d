/**
 * The Bitcoin browser-wallet code: Wallet Standard discovery (@wallet-standard/app) with
 * the page's sats-connect wallets bridged in, the provider over a found wallet and the
 * connect flow. A chunk of its own (bitcoinWallets.ts loads it), so a dapp without
 * bip122 networks never downloads it.
 */
import { getWallets } from '@wallet-standard/app'
import { createBitcoinWalletDiscovery } from '../../connectors/bitcoin/bitcoinWalletDiscovery'
import { withSatsConnectWallets } from '../../connectors/bitcoin/satsConnect/satsConnectRegistry'
import type { ControllerContext } from '../../context'
import { bitcoinAccountType } from './bitcoinAccountType'
import { type BitcoinWalletSession, createBitcoinWalletSession } from './bitcoinWalletSession'

/**
 * Starts following the page's Bitcoin wallets: the Wallet Standard registry and the
 * sats-connect providers. `preferredAccountTypes` is the dapp's option, checked here.
 */
export function startBitcoinWalletSession(
  ctx: ControllerContext,
  signal: AbortSignal,
  preferredAccountTypes?: unknown,
): BitcoinWalletSession {
  const accountType = bitcoinAccountType(preferredAccountTypes)
  const registry = withSatsConnectWallets(getWallets(), window)
  return createBitcoinWalletSession(
    ctx,
    createBitcoinWalletDiscovery(registry),
    signal,
    accountType,
  )
}
