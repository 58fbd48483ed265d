import type { Wallet } from '@wallet-standard/base'
import { isBitcoinChain } from './bitcoinChains'

/**
 * A browser wallet found through the Wallet Standard with Bitcoin features (SPEC §3
 * Connector): who it is and the standard wallet object. Plain data, like the Solana
 * ones; what the SDK asks of it is bitcoinStandardProvider.ts.
 */
export interface BitcoinWalletConnector {
  /** `bitcoin-standard:<name>`: apart from the Solana row of a wallet that serves both. */
  readonly id: string
  readonly name: string
  readonly type: 'ANNOUNCED'
  readonly chain: 'bip122'
  /** The wallet's icon when it is an image data URI, as the standard requires. */
  readonly imageUrl: string | undefined
  /** The Bitcoin networks it says it serves (`bitcoin:mainnet` or CAIP-2 ids). */
  readonly chains: readonly string[]
  readonly wallet: Wallet
}

export const BITCOIN_CONNECTOR_PREFIX = 'bitcoin-standard:'

/** A wallet is listed with `bitcoin:connect` and at least one of these. */
export const BITCOIN_CONNECT_FEATURE = 'bitcoin:connect'
export const BITCOIN_SIGNING_FEATURES = [
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'bitcoin:sendTransfer',
] as const

const iconOf = (icon: unknown): string | undefined =>
  typeof icon === 'string' && /^data:image\/(svg\+xml|png|gif|webp)[;,]/i.test(icon)
    ? icon
    : undefined

/** A connector for `wallet` when it is a Bitcoin wallet the SDK can use; undefined otherwise. */
export function toBitcoinWalletConnector(wallet: Wallet): BitcoinWalletConnector | undefined {
  const name = typeof wallet.name === 'string' ? wallet.name.trim().slice(0, 64) : ''
  const chains = Array.isArray(wallet.chains)
    ? wallet.chains.filter((chain) => typeof chain === 'string' && isBitcoinChain(chain))
    : []
  const features =
    typeof wallet.features === 'object' && wallet.features !== null ? wallet.features : {}
  if (!name || chains.length === 0 || !(BITCOIN_CONNECT_FEATURE in features)) return undefined
  if (!BITCOIN_SIGNING_FEATURES.some((feature) => feature in features)) return undefined
  return {
    id: `${BITCOIN_CONNECTOR_PREFIX}${name}`,
    name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    imageUrl: iconOf(wallet.icon),
    chains,
    wallet,
  }
}
