/**
 * Address checks per namespace (SPEC §5). Every function here is total: any
 * input, of any type, gives a boolean and never throws, so callers can run
 * them on raw frame payloads and form input alike.
 */
import { isBitcoinAddress } from './bitcoinAddress'
import { tryBase58Decode } from './encoding'

export { isBitcoinAddress }

export type AddressNamespace = 'eip155' | 'solana' | 'bip122'

const EVM_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Optional `0x` plus exactly 40 hex characters. EIP-55 casing is not checked (it needs keccak). */
export function isEvmAddress(value: unknown): boolean {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}

/**
 * Base58, 32 to 44 characters, and it must decode to exactly 32 bytes (an
 * ed25519 public key): the length rule alone lets through 44-character strings
 * that are 33 bytes and can never be an account.
 */
export function isSolanaAddress(value: unknown): boolean {
  if (typeof value !== 'string' || !SOLANA_ADDRESS.test(value)) return false
  return tryBase58Decode(value)?.length === 32
}

export function isAddressForNamespace(namespace: unknown, address: unknown): boolean {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address)
    case 'solana':
      return isSolanaAddress(address)
    case 'bip122':
      return isBitcoinAddress(address)
    default:
      return false
  }
}
