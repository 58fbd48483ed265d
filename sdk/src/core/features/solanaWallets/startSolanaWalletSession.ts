/**
 * The Solana browser-wallet code: Wallet Standard discovery (@wallet-standard/app), the
 * provider over a found wallet and the connect flow. A chunk of its own
 * (solanaWallets.ts loads it), so a dapp without Solana networks never downloads it.
 */
import { getWallets } from '@wallet-standard/app'
import { createSolanaWalletDiscovery } from '../../connectors/solana/solanaWalletDiscovery'
import type { ControllerContext } from '../../context'
import { createSolanaWalletSession, type SolanaWalletSession } from './solanaWalletSession'

/** Starts following the page's Wallet Standard registry (announcing the app as ready). */
export function startSolanaWalletSession(
  ctx: ControllerContext,
  signal: AbortSignal,
): SolanaWalletSession {
  return createSolanaWalletSession(ctx, createSolanaWalletDiscovery(getWallets()), signal)
}
