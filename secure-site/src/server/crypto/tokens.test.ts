import { describe, expect, it } from 'vitest'
import { digestsEqual, hmacHex, randomToken, sha256Hex } from './tokens'

describe('tokens', () => {
  it('makes 32-byte base64url tokens that differ', () => {
    const token = randomToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(randomToken()).not.toBe(token)
  })

  it('separates HMACs by label and key', () => {
    const key = new Uint8Array(32).fill(1)
    expect(hmacHex(key, 'otp', '123456')).not.toBe(hmacHex(key, 'device', '123456'))
    expect(hmacHex(key, 'otp', '123456')).not.toBe(hmacHex(new Uint8Array(32), 'otp', '123456'))
    expect(hmacHex(key, 'otp', '123456')).toHaveLength(64)
  })

  it('compares digests', () => {
    const digest = sha256Hex('a')
    expect(digestsEqual(digest, sha256Hex('a'))).toBe(true)
    expect(digestsEqual(digest, sha256Hex('b'))).toBe(false)
    expect(digestsEqual(digest, digest.slice(0, 10))).toBe(false)
    expect(digestsEqual('', '')).toBe(false)
  })
})
