/**
 * Solana clusters by CAIP-2 id (`solana:` + the genesis hash's first 32 characters) and
 * the names the Wallet Standard gives them (`solana:mainnet`…, @solana/wallet-standard-chains),
 * which are what Phantom, Solflare and Backpack list in `wallet.chains`.
 */
export const SOLANA_CHAINS: Readonly<Record<string, string>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** The standard's name for the cluster a wallet runs on its own machine (http://localhost:8899). */
export const SOLANA_LOCALNET = 'solana:localnet'

/**
 * The ids WalletConnect wallets used for mainnet and devnet before the genesis hash's
 * first 32 characters became the rule (Reown AppKit's networks keep them as
 * `deprecatedCaipNetworkId`); some wallets still approve sessions with them.
 */
export const LEGACY_SOLANA_CHAINS: Readonly<Record<string, string>> = {
  'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
}

/**
 * The chain id of `caipNetworkId` as the wallet lists it; undefined when the wallet does
 * not list that cluster. Mainnet, devnet and testnet: the standard name first, then the
 * CAIP-2 id. The standard name wins where a wallet lists both, because that is what the
 * features are asked with everywhere else: @solana/wallet-standard-features documents the
 * input's `chain` only as "Chain to use." and @solana/wallet-standard-wallet-adapter-base
 * (adapter.ts, getChainForEndpoint) asks every wallet with `solana:mainnet`… Any other
 * cluster (a local validator) is the wallet's `solana:localnet` where it lists it.
 */
export function walletSolanaChainFor(
  caipNetworkId: string,
  walletChains: readonly string[],
): string | undefined {
  const named = SOLANA_CHAINS[caipNetworkId]
  if (named) {
    if (walletChains.includes(named)) return named
    return walletChains.includes(caipNetworkId) ? caipNetworkId : undefined
  }
  if (walletChains.includes(caipNetworkId)) return caipNetworkId
  return walletChains.includes(SOLANA_LOCALNET) ? SOLANA_LOCALNET : undefined
}

/**
 * Whether `walletChain` (as a wallet wrote it: in a SIWS message's Chain ID, a session's
 * accounts) names the cluster `caipNetworkId`, by the same rule as walletSolanaChainFor.
 */
export function isSameSolanaChain(walletChain: string, caipNetworkId: string): boolean {
  if (walletChain === caipNetworkId) return true
  // SIWS also allows the bare names (`mainnet`…, `localnet`): see SIWS_CHAIN_IDS.
  if (SIWS_CHAIN_IDS.includes(walletChain) && !walletChain.includes(':'))
    return isSameSolanaChain(`solana:${walletChain}`, caipNetworkId)
  const named = SOLANA_CHAINS[caipNetworkId]
  if (named) return walletChain === named || LEGACY_SOLANA_CHAINS[walletChain] === caipNetworkId
  return walletChain === SOLANA_LOCALNET
}

/**
 * The Chain IDs a Sign In With Solana message may carry (phantom/sign-in-with-solana,
 * README, `message-chain-id`): the standard names, bare or not; the local cluster only
 * as `localnet`.
 */
export const SIWS_CHAIN_IDS: readonly string[] = [
  'mainnet',
  'testnet',
  'devnet',
  'localnet',
  'solana:mainnet',
  'solana:testnet',
  'solana:devnet',
]

/** The SIWS Chain ID for a wallet chain id (walletSolanaChainFor's answer). */
export const siwsChainId = (walletChain: string): string =>
  walletChain === SOLANA_LOCALNET ? 'localnet' : walletChain
