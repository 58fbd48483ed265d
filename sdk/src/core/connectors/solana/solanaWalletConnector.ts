import type { Wallet } from '@wallet-standard/base'

/**
 * A browser wallet found through the Wallet Standard with Solana features (SPEC §3
 * Connector): who it is and the standard wallet object. Plain data, like the
 * EIP-6963 connectors; what the SDK asks of it is walletStandardProvider.ts.
 */
export interface SolanaWalletConnector {
  /** `wallet-standard:<name>`: wallets have no rdns here, their name is what they announce. */
  readonly id: string
  readonly name: string
  readonly type: 'ANNOUNCED'
  readonly chain: 'solana'
  /** The wallet's icon when it is an image data URI, as the standard requires. */
  readonly imageUrl: string | undefined
  /** The Solana clusters (CAIP-2) it says it serves. */
  readonly chains: readonly string[]
  readonly wallet: Wallet
}

/** Every Solana connector's id starts so; EIP-6963 ids are rdns ('io.metamask'). */
export const SOLANA_CONNECTOR_PREFIX = 'wallet-standard:'

/** The features a wallet needs to be listed: connect, and at least one way to sign. */
export const REQUIRED_FEATURE = 'standard:connect'
export const SIGNING_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

const iconOf = (icon: unknown): string | undefined =>
  typeof icon === 'string' && /^data:image\/(svg\+xml|png|gif|webp)[;,]/i.test(icon)
    ? icon
    : undefined

/** A connector for `wallet` when it is a Solana wallet the SDK can use; undefined otherwise. */
export function toSolanaWalletConnector(wallet: Wallet): SolanaWalletConnector | undefined {
  const name = typeof wallet.name === 'string' ? wallet.name.trim().slice(0, 64) : ''
  const chains = Array.isArray(wallet.chains)
    ? wallet.chains.filter((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
    : []
  const features =
    typeof wallet.features === 'object' && wallet.features !== null ? wallet.features : {}
  if (!name || chains.length === 0 || !(REQUIRED_FEATURE in features)) return undefined
  if (!SIGNING_FEATURES.some((feature) => feature in features)) return undefined
  return {
    id: `${SOLANA_CONNECTOR_PREFIX}${name}`,
    name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: iconOf(wallet.icon),
    chains,
    wallet,
  }
}
