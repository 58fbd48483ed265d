/**
 * The local identity providers of the stack, on loopback:
 * - an OpenID provider (oauth2-mock-server, openIdProvider.ts) for the Google- and
 *   Apple-style sign-ins: its authorize page answers at once with a code, its token
 *   endpoint is as strict as Google's and Apple's (tokenGrants.ts: client authentication,
 *   Apple's ES256 client-secret JWT, one use per code, the exact redirect_uri, PKCE), its
 *   id_tokens carry the identity's claims (sub, email, email_verified, name), the flow's
 *   nonce, and `aud` the registered client id;
 * - an HTTP fixture for the OAuth 2.0 providers (GitHub, Discord, X, Facebook): an
 *   authorize page that answers at once, a token endpoint that checks the client's
 *   credentials and the PKCE verifier, and each provider's user-info API shapes;
 * - `PUT /identity/<provider>` on the fixture sets who signs in next (identities.ts);
 * - `PUT /coop {"on": true}` makes the OAuth 2.0 providers' authorize step a sign-in page
 *   sent with `Cross-Origin-Opener-Policy: same-origin` (as real providers' pages are),
 *   which severs the popup from its opener for good, before it goes back with the code.
 * `env()` is what the secure site needs (AIRLOCK_SOCIAL_*, infra/ENV.md; localProviderEnv).
 */
import { createHash, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  LOCAL_APPLE_KEY_ID,
  LOCAL_APPLE_PRIVATE_KEY,
  LOCAL_APPLE_TEAM_ID,
} from './appleClientSecret'
import { clientId, clientSecret } from './clients'
import {
  defaultIdentity,
  isLocalProvider,
  LOCAL_PROVIDERS,
  type LocalIdentity,
  type LocalProvider,
  parseIdentity,
} from './identities'
import { startOpenIdProvider } from './openIdProvider'
import { OIDC_PROVIDERS } from './tokenGrants'
import { userInfo } from './userInfo'

export { clientId, clientSecret } from './clients'

export interface IdentityProviders {
  /** The fixture: OAuth 2.0 providers and the identity control. */
  url: string
  port: number
  /** The OpenID provider's issuer. */
  issuer: string
  env(): Record<string, string>
  stop(): Promise<void>
}

const OIDC: readonly LocalProvider[] = OIDC_PROVIDERS
/** Basic credentials, or the secret in the body (Apple, Facebook), as the real ones take them. */
const POST_AUTH: readonly LocalProvider[] = ['apple', 'facebook']

interface IssuedCode {
  provider: LocalProvider
  challenge: string
  redirectUri: string
  identity: LocalIdentity
}

export async function startIdentityProviders(
  options: { port?: number; oidcPort?: number } = {},
): Promise<IdentityProviders> {
  const identities = new Map<LocalProvider, LocalIdentity>(
    LOCAL_PROVIDERS.map((provider) => [provider, defaultIdentity(provider)]),
  )
  const current = (provider: LocalProvider) => identities.get(provider) ?? defaultIdentity(provider)

  const oidc = await startOpenIdProvider(current, options.oidcPort)
  const issuer = oidc.issuer

  const codes = new Map<string, IssuedCode>()
  let coop = false
  const tokens = new Map<string, { provider: LocalProvider; identity: LocalIdentity }>()

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      try {
        route(request, Buffer.concat(chunks).toString(), response)
      } catch (error) {
        json(response, 500, { message: error instanceof Error ? error.message : String(error) })
      }
    })
  })

  function route(request: IncomingMessage, body: string, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fixture')
    const [, first = '', second = ''] = url.pathname.split('/')
    if (first === 'identity' && isLocalProvider(second)) {
      if (request.method === 'PUT') {
        const identity = parseIdentity(JSON.parse(body || 'null'))
        if (typeof identity === 'string') return json(response, 400, { message: identity })
        identities.set(second, identity)
      }
      return json(response, 200, current(second))
    }
    if (first === 'coop' && request.method === 'PUT') {
      coop = (JSON.parse(body || 'null') as { on?: unknown } | null)?.on === true
      return json(response, 200, { on: coop })
    }
    if (!isLocalProvider(first) || OIDC.includes(first)) return json(response, 404, {})
    if (second === 'authorize') return authorize(first, url, response)
    if (second === 'token' && request.method === 'POST') {
      return token(first, request, new URLSearchParams(body), response)
    }
    const bearer = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''))
    if (!bearer || bearer.provider !== first)
      return json(response, 401, { message: 'Bad credentials' })
    const answer = userInfo(first, second, bearer.identity)
    return answer === undefined ? json(response, 404, {}) : json(response, 200, answer)
  }

  function authorize(provider: LocalProvider, url: URL, response: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri')
    if (url.searchParams.get('client_id') !== clientId(provider) || !redirectUri) {
      return json(response, 400, { error: 'invalid_request' })
    }
    const back = new URL(redirectUri)
    const code = randomUUID()
    codes.set(code, {
      provider,
      challenge: url.searchParams.get('code_challenge') ?? '',
      redirectUri,
      identity: current(provider),
    })
    back.searchParams.set('code', code)
    const state = url.searchParams.get('state')
    if (state) back.searchParams.set('state', state)
    if (coop) return coopSignInPage(response, back.toString())
    response.writeHead(302, { location: back.toString() })
    response.end()
  }

  function token(
    provider: LocalProvider,
    request: IncomingMessage,
    body: URLSearchParams,
    response: ServerResponse,
  ) {
    const issued = codes.get(body.get('code') ?? '')
    codes.delete(body.get('code') ?? '')
    const credentials = POST_AUTH.includes(provider)
      ? body.get('client_id') === clientId(provider) &&
        body.get('client_secret') === clientSecret(provider)
      : request.headers.authorization ===
        `Basic ${Buffer.from(`${clientId(provider)}:${clientSecret(provider)}`).toString('base64')}`
    const verifier = createHash('sha256')
      .update(body.get('code_verifier') ?? '')
      .digest('base64url')
    if (
      !issued ||
      issued.provider !== provider ||
      !credentials ||
      verifier !== issued.challenge ||
      body.get('redirect_uri') !== issued.redirectUri
    ) {
      return json(response, 400, { error: 'invalid_grant' })
    }
    const accessToken = randomUUID()
    tokens.set(accessToken, { provider, identity: issued.identity })
    json(response, 200, { access_token: accessToken, token_type: 'bearer' })
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const url = `http://127.0.0.1:${port}`

  const env = () => localProviderEnv(url, issuer)

  return {
    url,
    port,
    issuer,
    env,
    stop: async () => {
      await Promise.all([
        new Promise<void>((resolve) => server.close(() => resolve())),
        oidc.stop(),
      ])
    },
  }
}

/**
 * The AIRLOCK_SOCIAL_* that point a secure site at the local providers (the fixture at
 * `url`, the OpenID provider at `issuer`), for `providers` only: a site started with
 * fewer reports the others unavailable.
 */
export function localProviderEnv(
  url: string,
  issuer: string,
  providers: readonly LocalProvider[] = LOCAL_PROVIDERS,
): Record<string, string> {
  const variables: Record<string, string> = {}
  for (const provider of providers) {
    const prefix = `AIRLOCK_SOCIAL_${provider.toUpperCase()}_`
    variables[`${prefix}CLIENT_ID`] = clientId(provider)
    if (provider === 'apple') {
      // As Apple wants it: the site signs a client-secret JWT with its key for each exchange.
      variables[`${prefix}TEAM_ID`] = LOCAL_APPLE_TEAM_ID
      variables[`${prefix}KEY_ID`] = LOCAL_APPLE_KEY_ID
      variables[`${prefix}PRIVATE_KEY`] = LOCAL_APPLE_PRIVATE_KEY
    } else {
      variables[`${prefix}CLIENT_SECRET`] = clientSecret(provider)
    }
    if (OIDC.includes(provider)) {
      variables[`${prefix}AUTHORIZE_URL`] = `${issuer}/authorize`
      variables[`${prefix}TOKEN_URL`] = `${issuer}/token`
      variables[`${prefix}JWKS_URL`] = `${issuer}/jwks`
      variables[`${prefix}ISSUER`] = issuer
    } else {
      variables[`${prefix}AUTHORIZE_URL`] = `${url}/${provider}/authorize`
      variables[`${prefix}TOKEN_URL`] = `${url}/${provider}/token`
      variables[`${prefix}USERINFO_URL`] =
        `${url}/${provider}/${provider === 'github' ? 'user' : 'me'}`
      if (provider === 'github') variables[`${prefix}EMAILS_URL`] = `${url}/github/emails`
    }
  }
  return variables
}

/** A provider's sign-in page as real ones send it: COOP same-origin, then on with the code. */
function coopSignInPage(response: ServerResponse, back: string) {
  const target = back.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cross-origin-opener-policy': 'same-origin',
  })
  response.end(
    `<!doctype html><title>Sign in</title><meta http-equiv="refresh" content="0;url=${target}"><p>Signing in…</p>`,
  )
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}
