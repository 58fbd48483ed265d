/**
 * The Bitcoin browser-wallet code: Wallet Standard discovery (@wallet-standard/app), the
 * provider over a found wallet and the connect flow. A chunk of its own
 * (bitcoinWallets.ts loads it), so a dapp without bip122 networks never downloads it.
 */
import { getWallets } from '@wallet-standard/app'
import { createBitcoinWalletDiscovery } from '../../connectors/bitcoin/bitcoinWalletDiscovery'
import type { ControllerContext } from '../../context'
import { type BitcoinWalletSession, createBitcoinWalletSession } from './bitcoinWalletSession'

/** Starts following the page's Wallet Standard registry for Bitcoin wallets. */
export function startBitcoinWalletSession(
  ctx: ControllerContext,
  signal: AbortSignal,
): BitcoinWalletSession {
  return createBitcoinWalletSession(ctx, createBitcoinWalletDiscovery(getWallets()), signal)
}
