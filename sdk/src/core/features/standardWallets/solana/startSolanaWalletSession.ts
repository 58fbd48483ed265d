/**
 * The Solana browser-wallet code: Wallet Standard discovery (@wallet-standard/app), the
 * provider over a found wallet and the connect flow. A chunk of its own
 * (the feature's index loads it beside standardWallets.impl.ts), so a dapp without Solana networks never downloads it.
 */
import { getWallets } from '@wallet-standard/app'
import { createSolanaWalletDiscovery } from '../../../connectors/solana/solanaWalletDiscovery'
import type { StandardWalletsDeps } from '../standardWalletsDeps'
import { createSolanaWalletSession, type SolanaWalletSession } from './solanaWalletSession'

/** Starts following the page's Wallet Standard registry (announcing the app as ready). */
export function startSolanaWalletSession(
  deps: StandardWalletsDeps,
  signal: AbortSignal,
): SolanaWalletSession {
  return createSolanaWalletSession(deps, createSolanaWalletDiscovery(getWallets()), signal)
}
