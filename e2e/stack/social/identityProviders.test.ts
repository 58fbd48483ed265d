import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  clientId,
  clientSecret,
  type IdentityProviders,
  startIdentityProviders,
} from './identityProviders'

let providers: IdentityProviders
beforeAll(async () => {
  providers = await startIdentityProviders()
})
afterAll(() => providers.stop())

const VERIFIER = 'v'.repeat(43)
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url')
const REDIRECT = 'http://localhost:3001/social/callback'

/** The browser's part: the authorize URL, answered at once with a redirect carrying the code. */
async function authorize(url: string, params: Record<string, string>): Promise<URL> {
  const response = await fetch(`${url}?${new URLSearchParams(params)}`, { redirect: 'manual' })
  expect(response.status).toBe(302)
  return new URL(response.headers.get('location') ?? '')
}

const basic = (provider: 'github' | 'google') =>
  `Basic ${Buffer.from(`${clientId(provider)}:${clientSecret(provider)}`).toString('base64')}`

async function setIdentity(provider: string, identity: unknown) {
  return fetch(`${providers.url}/identity/${provider}`, {
    method: 'PUT',
    body: JSON.stringify(identity),
  })
}

describe('local identity providers', () => {
  it('the COOP switch: a sign-in page with Cross-Origin-Opener-Policy that goes on with the code', async () => {
    const coop = (on: boolean) =>
      fetch(`${providers.url}/coop`, { method: 'PUT', body: JSON.stringify({ on }) })
    expect(await (await coop(true)).json()).toEqual({ on: true })
    const params = new URLSearchParams({
      client_id: clientId('discord'),
      redirect_uri: REDIRECT,
      state: 's&"t',
      code_challenge: CHALLENGE,
    })
    const page = await fetch(`${providers.env().AIRLOCK_SOCIAL_DISCORD_AUTHORIZE_URL}?${params}`, {
      redirect: 'manual',
    })
    expect(page.status).toBe(200)
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    const refresh = /content="0;url=([^"]+)"/.exec(await page.text())?.[1] ?? ''
    const back = new URL(refresh.replace(/&amp;/g, '&').replace(/&quot;/g, '"'))
    expect(back.origin + back.pathname).toBe(REDIRECT)
    expect(back.searchParams.get('state')).toBe('s&"t')
    expect(back.searchParams.get('code')).toBeTruthy()
    expect(await (await coop(false)).json()).toEqual({ on: false })
    await authorize(providers.env().AIRLOCK_SOCIAL_DISCORD_AUTHORIZE_URL ?? '', {
      client_id: clientId('discord'),
      redirect_uri: REDIRECT,
      code_challenge: CHALLENGE,
    })
  })

  it('GitHub: code with PKCE, then the user and its verified primary address', async () => {
    await setIdentity('github', {
      sub: '42',
      email: 'ada@example.com',
      emailVerified: true,
      name: 'ada',
    })
    const env = providers.env()
    const back = await authorize(env.AIRLOCK_SOCIAL_GITHUB_AUTHORIZE_URL ?? '', {
      client_id: clientId('github'),
      redirect_uri: REDIRECT,
      state: 'st',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
    })
    expect(back.origin + back.pathname).toBe(REDIRECT)
    expect(back.searchParams.get('state')).toBe('st')
    const tokenAt = env.AIRLOCK_SOCIAL_GITHUB_TOKEN_URL ?? ''
    const exchange = (verifier: string, code = back.searchParams.get('code') ?? '') =>
      fetch(tokenAt, {
        method: 'POST',
        headers: { authorization: basic('github') },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          code_verifier: verifier,
          redirect_uri: REDIRECT,
        }),
      })
    const { access_token } = (await (await exchange(VERIFIER)).json()) as { access_token: string }
    // A code works once.
    expect((await exchange(VERIFIER)).status).toBe(400)
    const get = (url: string) =>
      fetch(url, { headers: { authorization: `Bearer ${access_token}` } }).then((r) => r.json())
    expect(await get(env.AIRLOCK_SOCIAL_GITHUB_USERINFO_URL ?? '')).toEqual({
      id: 42,
      login: 'ada',
      name: null,
    })
    expect(await get(env.AIRLOCK_SOCIAL_GITHUB_EMAILS_URL ?? '')).toEqual([
      { email: 'ada@example.com', primary: true, verified: true },
    ])
  })

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const env = providers.env()
    const back = await authorize(env.AIRLOCK_SOCIAL_GITHUB_AUTHORIZE_URL ?? '', {
      client_id: clientId('github'),
      redirect_uri: REDIRECT,
      code_challenge: CHALLENGE,
    })
    const response = await fetch(env.AIRLOCK_SOCIAL_GITHUB_TOKEN_URL ?? '', {
      method: 'POST',
      headers: { authorization: basic('github') },
      body: new URLSearchParams({
        code: back.searchParams.get('code') ?? '',
        code_verifier: 'w'.repeat(43),
        redirect_uri: REDIRECT,
      }),
    })
    expect(response.status).toBe(400)
  })

  it('Google: an id_token with the identity, its email_verified and the nonce', async () => {
    await setIdentity('google', {
      sub: 'g-7',
      email: 'bob@example.com',
      emailVerified: false,
      name: 'Bob',
    })
    const env = providers.env()
    const back = await authorize(env.AIRLOCK_SOCIAL_GOOGLE_AUTHORIZE_URL ?? '', {
      response_type: 'code',
      client_id: clientId('google'),
      redirect_uri: REDIRECT,
      nonce: 'n-123',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
    })
    const response = await fetch(env.AIRLOCK_SOCIAL_GOOGLE_TOKEN_URL ?? '', {
      method: 'POST',
      headers: { authorization: basic('google') },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        code_verifier: VERIFIER,
        redirect_uri: REDIRECT,
      }),
    })
    const { id_token } = (await response.json()) as { id_token: string }
    const claims = JSON.parse(Buffer.from(id_token.split('.')[1] ?? '', 'base64url').toString())
    expect(claims).toMatchObject({
      iss: providers.issuer,
      aud: clientId('google'),
      sub: 'g-7',
      email: 'bob@example.com',
      email_verified: false,
      name: 'Bob',
      nonce: 'n-123',
    })
  })

  it('X gives no address; Facebook gives one without saying it was verified', async () => {
    await setIdentity('x', { sub: '9', email: 'x@example.com', emailVerified: true, name: 'xdev' })
    const env = providers.env()
    const back = await authorize(env.AIRLOCK_SOCIAL_X_AUTHORIZE_URL ?? '', {
      client_id: clientId('x'),
      redirect_uri: REDIRECT,
      code_challenge: CHALLENGE,
    })
    const tokenResponse = await fetch(env.AIRLOCK_SOCIAL_X_TOKEN_URL ?? '', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId('x')}:${clientSecret('x')}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        code: back.searchParams.get('code') ?? '',
        code_verifier: VERIFIER,
        redirect_uri: REDIRECT,
      }),
    })
    const { access_token } = (await tokenResponse.json()) as { access_token: string }
    const me = await fetch(env.AIRLOCK_SOCIAL_X_USERINFO_URL ?? '', {
      headers: { authorization: `Bearer ${access_token}` },
    }).then((r) => r.json())
    expect(me).toEqual({ data: { id: '9', username: 'xdev', name: 'xdev' } })
  })

  it('refuses a malformed identity with the field at fault', async () => {
    const response = await setIdentity('discord', { sub: 'd', email: 'a@b.co', name: 'n' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'emailVerified must be true or false' })
  })
})
