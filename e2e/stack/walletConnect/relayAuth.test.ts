import { describe, expect, it } from 'vitest'
import { RelayAuthError, verifyRelayAuth } from './relayAuth'
import { fakeRelayKey, signRelayJwt } from './relayAuthFake'

const AUD = 'ws://127.0.0.1:4000'
const options = { audiences: [AUD] }

describe('verifyRelayAuth', () => {
  it('accepts a token signed by the key its iss names, and returns that did:key', () => {
    const key = fakeRelayKey()
    expect(verifyRelayAuth(signRelayJwt(key, AUD), options).clientId).toBe(key.clientId)
  })

  it('refuses a token whose iss is another key than the one that signed', () => {
    const signer = fakeRelayKey()
    const victim = fakeRelayKey()
    const forged = signRelayJwt(signer, AUD, { iss: victim.clientId })
    expect(() => verifyRelayAuth(forged, options)).toThrow(
      'auth signature does not verify against iss',
    )
  })

  it('refuses a payload changed after signing', () => {
    const [header, , signature] = signRelayJwt(fakeRelayKey(), AUD).split('.')
    const other = signRelayJwt(fakeRelayKey(), AUD).split('.')[1]
    expect(() => verifyRelayAuth(`${header}.${other}.${signature}`, options)).toThrow(
      'auth signature does not verify against iss',
    )
  })

  it.each([
    [null, 'missing auth: the relay needs the ?auth= JWT'],
    ['a.b', 'auth is not a JWT: expected three parts'],
    ['!!.e30.AA', 'auth header is not base64url'],
    [`${Buffer.from('[]').toString('base64url')}.e30.AA`, 'auth header is not a JSON object'],
  ])('refuses %s with an exact message', (jwt, message) => {
    expect(() => verifyRelayAuth(jwt, options)).toThrow(new RelayAuthError(message))
  })

  it('refuses another algorithm, another audience, an expired token and a bad iss', () => {
    const key = fakeRelayKey()
    expect(() =>
      verifyRelayAuth(signRelayJwt(key, AUD, { header: { alg: 'none' } }), options),
    ).toThrow('auth header must be { alg: "EdDSA", typ: "JWT" }')
    expect(() =>
      verifyRelayAuth(signRelayJwt(key, 'wss://relay.walletconnect.org'), options),
    ).toThrow('auth aud wss://relay.walletconnect.org is not this relay (ws://127.0.0.1:4000)')
    expect(() =>
      verifyRelayAuth(signRelayJwt(key, AUD, { payload: { exp: 1000 } }), options),
    ).toThrow('auth has expired')
    expect(() => verifyRelayAuth(signRelayJwt(key, AUD, { iss: 'did:web:x' }), options)).toThrow(
      'auth iss must be a did:key in base58btc',
    )
    expect(() => verifyRelayAuth(signRelayJwt(key, AUD, { iss: 'did:key:z111' }), options)).toThrow(
      'auth iss is not an ed25519 key',
    )
  })
})
