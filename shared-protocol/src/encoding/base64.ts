/**
 * Base64 (RFC 4648 §4, padded) and base64url (§5, unpadded, as JWTs and our proofs
 * write it). One implementation, @scure/base's, instead of `btoa(String.fromCharCode(...))`
 * per file.
 */
import { base64, base64urlnopad } from '@scure/base'

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
