/**
 * Hex, as every side writes bytes for people and for JSON-RPC. One implementation,
 * @scure/base's, instead of a `toString(16).padStart(2, '0')` loop per file.
 */
import { hex } from '@scure/base'

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
