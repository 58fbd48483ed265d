import { calculateJwkThumbprint, decodeProtectedHeader, EmbeddedJWK, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  base64url,
  generateDeviceKeyPair,
  publicJwkOf,
  sha256Base64url,
  signDeviceProof,
} from './deviceProof'

async function deviceKey() {
  const pair = await generateDeviceKeyPair()
  return { privateKey: pair.privateKey, publicJwk: await publicJwkOf(pair.publicKey) }
}

describe('signDeviceProof', () => {
  it('makes an ES256 dpop+jwt over the request that jose verifies with the header key', async () => {
    const key = await deviceKey()
    const body = '{"method":"personal_sign","params":["0x6869"]}'
    const proof = await signDeviceProof(key, {
      method: 'POST',
      path: '/api/wallet/rpc',
      body,
      accessToken: 'a.b.c',
      now: 1_900_000_000_500,
      jti: 'j-1',
    })
    expect(decodeProtectedHeader(proof)).toEqual({
      typ: 'dpop+jwt',
      alg: 'ES256',
      jwk: key.publicJwk,
    })
    const { payload } = await jwtVerify(proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: ['ES256'],
      currentDate: new Date(1_900_000_000_500),
    })
    expect(payload).toEqual({
      htm: 'POST',
      htu: '/api/wallet/rpc',
      bh: await sha256Base64url(body),
      ath: await sha256Base64url('a.b.c'),
      iat: 1_900_000_000,
      jti: 'j-1',
    })
    expect(await calculateJwkThumbprint(key.publicJwk)).toMatch(/^[\w-]{43}$/)
  })

  it('leaves ath out without a token, and takes a new random jti each time', async () => {
    const key = await deviceKey()
    const request = { method: 'POST', path: '/api/auth/otp', body: '{}', now: Date.now() }
    const [a, b] = await Promise.all([signDeviceProof(key, request), signDeviceProof(key, request)])
    const claims = (jws: string) =>
      JSON.parse(
        new TextDecoder().decode(
          Uint8Array.from(
            atob((jws.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
            (c) => c.charCodeAt(0),
          ),
        ),
      ) as Record<string, unknown>
    expect(claims(a)).not.toHaveProperty('ath')
    expect(claims(a).jti).not.toBe(claims(b).jti)
  })

  it('hashes the exact bytes: SHA-256 of "" is the known constant', async () => {
    expect(await sha256Base64url('')).toBe('47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU')
    expect(base64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8')
  })
})
