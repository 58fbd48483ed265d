import { randomBytes } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { accessTokenKey } from './accessTokenKey'

describe('accessTokenKey', () => {
  it('imports each secret once, as a non-extractable HS256 key', async () => {
    const secret = randomBytes(32)
    const key = await accessTokenKey(secret)
    expect(await accessTokenKey(secret)).toBe(key)
    expect(await accessTokenKey(randomBytes(32))).not.toBe(key)
    expect(key.extractable).toBe(false)
    expect(key.algorithm).toMatchObject({ name: 'HMAC', hash: { name: 'SHA-256' } })
  })

  it('verifies what the raw secret signed, and keeps working after the caller zeroes it', async () => {
    const secret = randomBytes(32)
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(secret)
    const key = await accessTokenKey(secret)
    secret.fill(0)
    await expect(jwtVerify(token, key, { algorithms: ['HS256'] })).resolves.toBeTruthy()
    await expect(jwtVerify(token, secret, { algorithms: ['HS256'] })).rejects.toThrow()
  })
})
