/**
 * A provider that accepts the connection and never answers ends the sign-in within the
 * timeout (PROVIDER_TIMEOUT_MS in production; 300 ms here), at each of its calls: the
 * token exchange, the user-info API and the JWKS. The callback (usecases/login/socialLogin.ts)
 * answers any rejection here with '<Provider> sign-in failed, try again'.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeIssuer, startFakeIssuer } from './idToken.fake'
import { PROVIDER_TIMEOUT_MS } from './providerCall'
import { readSocialProfile } from './readSocialProfile'

const TIMEOUT_MS = 300
const NOW = new Date()
const callback = {
  code: 'code-1',
  codeVerifier: 'verifier-0123456789012345678901234567890123',
  nonce: 'nonce-1',
  redirectUri: 'http://localhost:3001/social/callback',
  appleUser: null,
}

let issuer: FakeIssuer | undefined
afterEach(async () => {
  await issuer?.close()
  issuer = undefined
})

async function bounded<T>(work: Promise<T>): Promise<{ error: string; ms: number }> {
  const started = Date.now()
  const error = await work.then(
    () => 'resolved',
    (reason: unknown) => (reason instanceof Error ? reason.message : String(reason)),
  )
  return { error, ms: Date.now() - started }
}

describe('a hung provider', () => {
  it('is waited for 10 s in production, one constant for every call', () => {
    expect(PROVIDER_TIMEOUT_MS).toBe(10_000)
  })

  it('at the token exchange ends the sign-in', async () => {
    issuer = await startFakeIssuer()
    issuer.state.hang.add('token')
    const result = await bounded(
      readSocialProfile('github', issuer.config, callback, NOW, TIMEOUT_MS),
    )
    expect(result.error).toBe(`the token endpoint did not answer within ${TIMEOUT_MS} ms`)
    expect(result.ms).toBeLessThan(5_000)
  })

  it('at the user-info API ends the sign-in', async () => {
    issuer = await startFakeIssuer()
    issuer.state.hang.add('userinfo')
    const result = await bounded(
      readSocialProfile('discord', issuer.config, callback, NOW, TIMEOUT_MS),
    )
    expect(result.error).toBe(`/userinfo did not answer within ${TIMEOUT_MS} ms`)
    expect(result.ms).toBeLessThan(5_000)
  })

  it("at the JWKS ends an OpenID provider's sign-in", async () => {
    issuer = await startFakeIssuer()
    const fake = issuer
    fake.state.tokenAnswer = {
      access_token: 'fake-access',
      token_type: 'Bearer',
      id_token: await fake.sign({
        iss: fake.issuer,
        aud: fake.config.clientId,
        sub: 's',
        iat: Math.floor(NOW.getTime() / 1000),
        exp: Math.floor(NOW.getTime() / 1000) + 600,
        nonce: callback.nonce,
      }),
    }
    fake.state.hang.add('jwks')
    const result = await bounded(
      readSocialProfile('google', fake.config, callback, NOW, TIMEOUT_MS),
    )
    expect(result.error).toBe(
      `id_token refused: the provider's keys did not answer within ${TIMEOUT_MS} ms`,
    )
    expect(result.ms).toBeLessThan(5_000)
  })
})
