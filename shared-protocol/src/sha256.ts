/**
 * SHA-256, synchronous: address checksums are checked inside synchronous validators,
 * where crypto.subtle (async) cannot go. @noble/hashes (audited) is the one
 * implementation; code that can await may keep using crypto.subtle.digest.
 */
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js'

export function sha256(bytes: Uint8Array): Uint8Array {
  return nobleSha256(bytes)
}
