/**
 * Base58 with the Bitcoin alphabet: Solana addresses, signatures and serialized
 * transactions, and Bitcoin's legacy addresses. The one implementation for SDK,
 * protocol and secure site is @scure/base's (audited), not a hand-written one.
 */
import { base58 } from '@scure/base'

export function base58Encode(bytes: Uint8Array): string {
  return base58.encode(bytes)
}

/** Bytes of a base58 string; throws TypeError on anything outside the alphabet. */
export function base58Decode(text: string): Uint8Array {
  const bytes = tryBase58Decode(text)
  if (bytes === undefined) throw new TypeError('Invalid base58 string')
  return bytes
}

/** Bytes of a base58 string, or undefined (never throws) for a non-string or a character outside the alphabet. */
export function tryBase58Decode(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string') return undefined
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}
