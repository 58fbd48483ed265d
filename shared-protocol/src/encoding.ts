/**
 * Bytes as text — base58 (Bitcoin alphabet: Solana keys, signatures and transactions,
 * Bitcoin's legacy addresses), hex, base64 and base64url — for SDK, protocol and secure
 * site alike. One module over @scure/base (audited), instead of a hand-written codec per
 * file; one module, too, so a bundler makes one shared chunk of it, not one per codec.
 * Decoders named `try…`/`…Decode` that return undefined never throw.
 */
import { base58, base64, base64urlnopad, hex } from '@scure/base'

// ─── base58 ────────────────────────────────────────────────────────────

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

// ─── hex ────────────────────────────────────────────────────────────

/** Lowercase hex of the bytes, without a `0x` prefix. */
export function hexEncode(bytes: Uint8Array): string {
  return hex.encode(bytes)
}

/**
 * Bytes of hex text (either case, with or without `0x`), or undefined (never throws)
 * for odd length or a character that is not hex: half a byte is not a byte.
 */
export function hexDecode(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string') return undefined
  try {
    return hex.decode(text.startsWith('0x') ? text.slice(2) : text)
  } catch {
    return undefined
  }
}

// ─── base64 ────────────────────────────────────────────────────────────

export function base64Encode(bytes: Uint8Array): string {
  return base64.encode(bytes)
}

/** Bytes of padded base64, or undefined (never throws) for anything else. */
export function base64Decode(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string') return undefined
  try {
    return base64.decode(text)
  } catch {
    return undefined
  }
}

export function base64UrlEncode(bytes: Uint8Array): string {
  return base64urlnopad.encode(bytes)
}

/** Bytes of unpadded base64url, or undefined (never throws) for anything else. */
export function base64UrlDecode(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string') return undefined
  try {
    return base64urlnopad.decode(text)
  } catch {
    return undefined
  }
}
