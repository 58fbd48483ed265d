import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
} from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  LOCAL_APPLE_KEY_ID,
  LOCAL_APPLE_PRIVATE_KEY,
  LOCAL_APPLE_TEAM_ID,
} from './appleClientSecret'
import { clientId, clientSecret } from './clients'
import { type IdentityProviders, startIdentityProviders } from './identityProviders'
import { CODE_LIFETIME_MS, TokenGrants } from './tokenGrants'

let providers: IdentityProviders
beforeAll(async () => {
  providers = await startIdentityProviders()
})
afterAll(() => providers.stop())

const VERIFIER = 'v'.repeat(43)
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url')
const REDIRECT = 'http://localhost:3001/social/callback'
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`
const GOOGLE = basic(clientId('google'), clientSecret('google'))

/** A code from the authorize endpoint (it answers at once with a redirect). */
async function code(provider: 'google' | 'apple', extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: clientId(provider),
    redirect_uri: REDIRECT,
    nonce: 'n-1',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...extra,
  })
  const response = await fetch(`${providers.issuer}/authorize?${params}`, { redirect: 'manual' })
  expect(response.status).toBe(302)
  return new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? ''
}

async function exchange(form: Record<string, string>, authorization?: string) {
  const response = await fetch(`${providers.issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', ...form }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const googleForm = (theCode: string, extra: Record<string, string> = {}) => ({
  code: theCode,
  redirect_uri: REDIRECT,
  code_verifier: VERIFIER,
  ...extra,
})

function claims(idToken: unknown): Record<string, unknown> {
  const payload = String(idToken).split('.')[1] ?? ''
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
}

/** An Apple client secret as the site makes it (ES256, kid, iss, sub, aud), each part changeable. */
function appleSecret(
  change: { header?: object; claims?: object; key?: KeyObject; alg?: 'ES256' } = {},
): string {
  const now = Math.floor(Date.now() / 1000)
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const head = encode({ alg: 'ES256', kid: LOCAL_APPLE_KEY_ID, ...change.header })
  const body = encode({
    iss: LOCAL_APPLE_TEAM_ID,
    sub: clientId('apple'),
    aud: 'https://appleid.apple.com',
    iat: now,
    exp: now + 300,
    ...change.claims,
  })
  const key = change.key ?? createPrivateKey(LOCAL_APPLE_PRIVATE_KEY)
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), {
    key,
    dsaEncoding: 'ieee-p1363',
  })
  return `${head}.${body}.${signature.toString('base64url')}`
}

const appleForm = (theCode: string, secret = appleSecret()) => ({
  client_id: clientId('apple'),
  client_secret: secret,
  ...googleForm(theCode),
})

describe('the local Google token endpoint, as strict as Google', () => {
  it('gives an id_token whose iss is this issuer and aud the registered client, with the nonce', async () => {
    const { status, body } = await exchange(googleForm(await code('google')), GOOGLE)
    expect(status).toBe(200)
    expect(claims(body.id_token)).toMatchObject({
      iss: providers.issuer,
      aud: clientId('google'),
      nonce: 'n-1',
      sub: 'google-user-1',
    })
  })

  it('takes the secret in the body too (client_secret_post)', async () => {
    const form = googleForm(await code('google'), {
      client_id: clientId('google'),
      client_secret: clientSecret('google'),
    })
    expect((await exchange(form)).status).toBe(200)
  })

  it('refuses a wrong secret with 401 invalid_client, and the code still works after', async () => {
    const theCode = await code('google')
    expect(await exchange(googleForm(theCode), basic(clientId('google'), 'wrong'))).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'Unauthorized' },
    })
    expect((await exchange(googleForm(theCode), GOOGLE)).status).toBe(200)
  })

  it('refuses an unknown client, and a request that names none', async () => {
    const theCode = await code('google')
    expect(await exchange(googleForm(theCode), basic('someone-else', 'x'))).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
    })
    expect(await exchange(googleForm(theCode))).toEqual({
      status: 400,
      body: {
        error: 'invalid_request',
        error_description: 'Could not determine client ID from request.',
      },
    })
  })

  it('refuses a code used twice: invalid_grant', async () => {
    const theCode = await code('google')
    expect((await exchange(googleForm(theCode), GOOGLE)).status).toBe(200)
    expect(await exchange(googleForm(theCode), GOOGLE)).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Bad Request' },
    })
  })

  it('refuses a redirect_uri other than the exact one the code was issued for, then the code', async () => {
    const theCode = await code('google')
    expect(await exchange(googleForm(theCode, { redirect_uri: `${REDIRECT}/` }), GOOGLE)).toEqual({
      status: 400,
      body: { error: 'redirect_uri_mismatch', error_description: 'Bad Request' },
    })
    expect((await exchange(googleForm(theCode), GOOGLE)).body.error).toBe('invalid_grant')
  })

  it('PKCE: a missing or wrong verifier, and a verifier for a code issued without challenge', async () => {
    const missing = googleForm(await code('google'))
    delete (missing as Record<string, string>).code_verifier
    expect(await exchange(missing, GOOGLE)).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Missing code verifier.' },
    })
    const wrong = googleForm(await code('google'), { code_verifier: 'w'.repeat(43) })
    expect(await exchange(wrong, GOOGLE)).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid code verifier.' },
    })
    const plain = await code('google', { code_challenge: '', code_challenge_method: '' })
    expect(await exchange(googleForm(plain), GOOGLE)).toEqual({
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description: 'code_verifier or verifier is not needed.',
      },
    })
  })

  it('refuses a Google code redeemed by Apple’s client: it was issued to another', async () => {
    expect(await exchange(appleForm(await code('google')))).toEqual({
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description: 'The code has expired or has been revoked.',
      },
    })
  })

  it('authorize refuses an unknown client and any response_type but code', async () => {
    const authorize = (params: Record<string, string>) =>
      fetch(`${providers.issuer}/authorize?${new URLSearchParams(params)}`, { redirect: 'manual' })
    const unknown = await authorize({
      response_type: 'code',
      client_id: 'x',
      redirect_uri: REDIRECT,
    })
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toEqual({
      error: 'invalid_client',
      error_description: 'The OAuth client was not found.',
    })
    const token = await authorize({
      response_type: 'token',
      client_id: clientId('google'),
      redirect_uri: REDIRECT,
    })
    expect(token.status).toBe(400)
  })
})

describe('the local Apple token endpoint, as strict as Apple', () => {
  it('takes the ES256 client-secret JWT in the body; the id_token is for the Services ID, with no name', async () => {
    const { status, body } = await exchange(appleForm(await code('apple')))
    expect(status).toBe(200)
    const idToken = claims(body.id_token)
    expect(idToken).toMatchObject({ iss: providers.issuer, aud: clientId('apple'), nonce: 'n-1' })
    expect(idToken).not.toHaveProperty('name')
  })

  const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey
  const now = Math.floor(Date.now() / 1000)
  it.each([
    ['a fixed secret', clientSecret('apple')],
    ['another kid', appleSecret({ header: { kid: 'OTHERKEY01' } })],
    ['another team', appleSecret({ claims: { iss: 'OTHERTEAM1' } })],
    ['another client as sub', appleSecret({ claims: { sub: 'com.example.other' } })],
    ['another audience', appleSecret({ claims: { aud: 'https://example.com' } })],
    ['an expired secret', appleSecret({ claims: { iat: now - 600, exp: now - 1 } })],
    ['one from the future', appleSecret({ claims: { iat: now + 3600, exp: now + 3900 } })],
    ['one for over six months', appleSecret({ claims: { exp: now + 15_777_001 } })],
    ['one signed by another key', appleSecret({ key: other })],
  ])('refuses %s: 400 invalid_client', async (_, secret) => {
    expect(await exchange(appleForm(await code('apple'), secret))).toEqual({
      status: 400,
      body: { error: 'invalid_client' },
    })
  })

  it('refuses the secret as HTTP Basic (Apple takes it in the body only)', async () => {
    const form = googleForm(await code('apple'))
    expect(await exchange(form, basic(clientId('apple'), appleSecret()))).toEqual({
      status: 400,
      body: { error: 'invalid_client' },
    })
  })

  it('refuses a code used twice, a wrong redirect_uri and a wrong verifier: invalid_grant', async () => {
    const theCode = await code('apple')
    expect((await exchange(appleForm(theCode))).status).toBe(200)
    expect(await exchange(appleForm(theCode))).toEqual({
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description: 'The code has expired or has been revoked.',
      },
    })
    const redirect = { ...appleForm(await code('apple')), redirect_uri: 'https://evil.example/cb' }
    expect(await exchange(redirect)).toEqual({ status: 400, body: { error: 'invalid_grant' } })
    const verifier = { ...appleForm(await code('apple')), code_verifier: 'w'.repeat(43) }
    expect(await exchange(verifier)).toEqual({ status: 400, body: { error: 'invalid_grant' } })
  })
})

describe('TokenGrants', () => {
  it('refuses a code past its lifetime (Apple: five minutes)', () => {
    const grants = new TokenGrants()
    const identity = () => ({ sub: 's', email: null, emailVerified: false, name: 'n' })
    const params = new URLSearchParams({ client_id: clientId('google'), redirect_uri: REDIRECT })
    grants.issue('c1', params, identity)
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: 'c1',
      redirect_uri: REDIRECT,
    })
    const late = Date.now() + CODE_LIFETIME_MS.google + 1
    expect(grants.redeem(form, GOOGLE, late)).toEqual({
      refusal: { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } },
    })
    expect(grants.redeem(form, GOOGLE)).toMatchObject({ grant: { provider: 'google' } })
    expect(CODE_LIFETIME_MS.apple).toBe(5 * 60_000)
  })
})
