/**
 * Test double of the six providers' servers, on a real loopback HTTP port: a token
 * endpoint that checks the client's credentials (Basic or in the body, per provider),
 * the PKCE verifier and the redirect URI; an id_token signed with a key it publishes
 * on its JWKS URL; and the user-info APIs of GitHub, Discord, X and Facebook. The test
 * plays the browser: it reads the authorize URL and asks for a code for an identity.
 */
import { createHash, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SocialProvider } from '@airlock/protocol'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { PROVIDERS, type ProviderConfig, type SocialConfig } from './providers'

/** Who signs in at the fake provider: OIDC claims or the user-info API's fields. */
export interface FakeIdentity {
  sub: string
  email?: string | null
  emailVerified?: boolean
  name?: string
}

interface IssuedCode {
  provider: SocialProvider
  challenge: string
  nonce: string | null
  redirectUri: string
  identity: FakeIdentity
}

/** `now`: the clock the id_tokens are dated by (the test's, so the site's checks agree). */
export async function startFakeProviders(now: () => Date = () => new Date()) {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake', alg: 'RS256', use: 'sig' }
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, { provider: SocialProvider; identity: FakeIdentity }>()
  let base = ''
  /** Token requests the fake refused, with why (a test can assert on them). */
  const refusals: string[] = []

  const clientOf = (provider: SocialProvider) => ({
    clientId: `${provider}-client`,
    clientSecret: `${provider}-secret`,
  })

  async function token(request: IncomingMessage, body: URLSearchParams, response: ServerResponse) {
    const code = codes.get(body.get('code') ?? '')
    const refuse = (why: string) => {
      refusals.push(why)
      json(response, 400, { error: 'invalid_grant' })
    }
    if (!code) return refuse('unknown code')
    codes.delete(body.get('code') ?? '')
    const client = clientOf(code.provider)
    const basic = request.headers.authorization
    const credentials =
      PROVIDERS[code.provider].clientAuth === 'basic'
        ? basic === `Basic ${btoa(`${client.clientId}:${client.clientSecret}`)}`
        : body.get('client_id') === client.clientId &&
          body.get('client_secret') === client.clientSecret
    if (!credentials) return refuse('bad client credentials')
    const verifier = body.get('code_verifier') ?? ''
    if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge) {
      return refuse('bad code_verifier')
    }
    if (body.get('redirect_uri') !== code.redirectUri) return refuse('bad redirect_uri')
    const accessToken = randomUUID()
    tokens.set(accessToken, { provider: code.provider, identity: code.identity })
    const answer: Record<string, unknown> = { access_token: accessToken, token_type: 'Bearer' }
    if (PROVIDERS[code.provider].kind === 'oidc') {
      const { sub, email, emailVerified, name } = code.identity
      answer.id_token = await new SignJWT({
        ...(email ? { email, email_verified: emailVerified ?? false } : {}),
        ...(name ? { name } : {}),
        ...(code.nonce ? { nonce: code.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'fake' })
        .setIssuer(`${base}/${code.provider}`)
        .setAudience(client.clientId)
        .setSubject(sub)
        .setIssuedAt(Math.floor(now().getTime() / 1000))
        .setExpirationTime(Math.floor(now().getTime() / 1000) + 300)
        .sign(privateKey)
    }
    json(response, 200, answer)
  }

  function userinfo(path: string, identity: FakeIdentity): unknown {
    const { sub, email = null, emailVerified = false, name = 'someone' } = identity
    switch (path) {
      case '/github/user':
        return { id: Number(sub), login: name, name: null }
      case '/github/emails':
        return email ? [{ email, primary: true, verified: emailVerified }] : []
      case '/discord/me':
        return { id: sub, username: name, global_name: null, email, verified: emailVerified }
      case '/x/me':
        return { data: { id: sub, username: name, name } }
      case '/facebook/me':
        return { id: sub, name, ...(email ? { email } : {}) }
      default:
        return undefined
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', base)
      if (request.method === 'POST' && url.pathname === '/token') {
        void token(request, new URLSearchParams(Buffer.concat(chunks).toString()), response)
        return
      }
      if (url.pathname === '/jwks') return json(response, 200, { keys: [jwk] })
      const bearer = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''))
      const answer = bearer && userinfo(url.pathname, bearer.identity)
      if (answer === undefined || !bearer)
        return json(response, 401, { message: 'Bad credentials' })
      json(response, 200, answer)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  function config(provider: SocialProvider): ProviderConfig {
    const userinfoPath = {
      github: '/github/user',
      discord: '/discord/me',
      x: '/x/me',
      facebook: '/facebook/me',
    }
    return {
      ...clientOf(provider),
      endpoints: {
        authorize: `${base}/${provider}/authorize`,
        token: `${base}/token`,
        ...(PROVIDERS[provider].kind === 'oidc'
          ? { jwks: `${base}/jwks`, issuer: `${base}/${provider}` }
          : { userinfo: `${base}${userinfoPath[provider as keyof typeof userinfoPath]}` }),
        ...(provider === 'github' ? { emails: `${base}/github/emails` } : {}),
      },
    }
  }

  return {
    refusals,
    /** Every provider enabled on the fake. */
    social(): SocialConfig {
      return Object.fromEntries(
        (Object.keys(PROVIDERS) as SocialProvider[]).map((provider) => [
          provider,
          config(provider),
        ]),
      )
    },
    /** The provider's side of the sign-in: a code for `identity`, bound to the authorize URL's PKCE challenge. */
    issueCode(provider: SocialProvider, authorizeUrl: string, identity: FakeIdentity): string {
      const url = new URL(authorizeUrl)
      const code = randomUUID()
      codes.set(code, {
        provider,
        challenge: url.searchParams.get('code_challenge') ?? '',
        nonce: url.searchParams.get('nonce'),
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
        identity,
      })
      return code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}
