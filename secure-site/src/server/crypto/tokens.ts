/**
 * Random bearer tokens and the hashes we store instead of them. Tokens with 256 bits
 * of entropy are stored as plain SHA-256 (nothing to brute-force); short secrets such
 * as 6-digit codes use an HMAC keyed by the session secret, so a copy of the
 * database alone cannot try all million codes offline.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** 32 random bytes, base64url: the form of refresh and approval tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/**
 * HMAC-SHA256 of `value` under `secret`, separated by `label` so one secret can
 * serve several purposes without one hash ever standing in for another.
 */
export function hmacHex(secret: Uint8Array, label: string, value: string): string {
  return createHmac('sha256', secret).update(`${label}\0${value}`, 'utf8').digest('hex')
}

/** Constant-time comparison of two hex digests (unequal lengths are simply unequal). */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}
