/**
 * Every check of verifyIdToken has a test that fails without it: a real local JWKS
 * (jose generateKeyPair, exportJWK) served over HTTP, id_tokens signed by its key or
 * another, each claim wrong or missing in turn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyIdToken } from './idToken'
import { FAKE_CLIENT_ID, type FakeIssuer, startFakeIssuer } from './idToken.fake'

const NOW = new Date('2030-01-01T00:00:00Z')
const NOW_S = Math.floor(NOW.getTime() / 1000)
const NONCE = 'n-0123456789abcdef'

let issuer: FakeIssuer
beforeAll(async () => {
  issuer = await startFakeIssuer()
})
afterAll(() => issuer.close())

const claims = (change: Record<string, unknown> = {}) => ({
  iss: issuer.issuer,
  aud: FAKE_CLIENT_ID,
  sub: 'subject-1',
  iat: NOW_S - 10,
  exp: NOW_S + 600,
  nonce: NONCE,
  ...change,
})

describe('verifyIdToken', () => {
  it('accepts a token of this issuer, for this client, unexpired, with the nonce', async () => {
    const token = await issuer.sign(claims())
    expect(await verifyIdToken(token, issuer.config, NONCE, NOW)).toMatchObject({
      sub: 'subject-1',
    })
  })

  const refusals: [string, () => Promise<string>, string][] = [
    [
      'another issuer',
      () => issuer.sign(claims({ iss: 'https://accounts.evil.example' })),
      'id_token refused: another issuer',
    ],
    [
      'another audience',
      () => issuer.sign(claims({ aud: 'someone-elses-client' })),
      'id_token refused: another audience',
    ],
    [
      'an expired token (past the 60 s tolerance)',
      () => issuer.sign(claims({ iat: NOW_S - 3600, exp: NOW_S - 61 })),
      'id_token refused: expired',
    ],
    [
      'a token signed by another key under the published kid',
      () => issuer.sign(claims(), { key: 'other' }),
      "id_token refused: not signed by the provider's keys",
    ],
    [
      'a token signed by another key under a kid never published',
      () => issuer.sign(claims(), { key: 'other', kid: 'attacker-key' }),
      "id_token refused: not signed by the provider's keys",
    ],
    ['no exp', () => issuer.sign(claims({ exp: undefined })), 'id_token refused: no "exp" claim'],
    ['no iat', () => issuer.sign(claims({ iat: undefined })), 'id_token refused: no "iat" claim'],
    ['no sub', () => issuer.sign(claims({ sub: undefined })), 'id_token refused: no "sub" claim'],
    ['an empty sub', () => issuer.sign(claims({ sub: '' })), 'id_token refused: no subject'],
    [
      'another nonce',
      () => issuer.sign(claims({ nonce: 'n-someone-else' })),
      'id_token refused: nonce mismatch',
    ],
    [
      'no nonce',
      () => issuer.sign(claims({ nonce: undefined })),
      'id_token refused: nonce mismatch',
    ],
    ['a token that is no JWT', async () => 'not.a.jwt', 'id_token refused: malformed'],
  ]

  it.each(refusals)('refuses %s', async (_name, token, message) => {
    await expect(verifyIdToken(await token(), issuer.config, NONCE, NOW)).rejects.toThrow(
      new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    )
  })

  it('ends when the JWKS never answers, instead of hanging', async () => {
    const hungIssuer = await startFakeIssuer()
    hungIssuer.state.hang.add('jwks')
    try {
      const token = await hungIssuer.sign({ ...claims(), iss: hungIssuer.issuer })
      const started = Date.now()
      await expect(verifyIdToken(token, hungIssuer.config, NONCE, NOW, 300)).rejects.toThrow(
        "id_token refused: the provider's keys did not answer within 300 ms",
      )
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      await hungIssuer.close()
    }
  })
})
