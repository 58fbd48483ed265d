/**
 * The local Google and Apple: oauth2-mock-server 8's OpenID provider (its authorize
 * endpoint answers at once with a code, its id_tokens RS256 from its JWKS), behind a front
 * that makes its token endpoint as strict as the real ones (tokenGrants.ts). The mock alone
 * checks PKCE only when a verifier is sent, authenticates no client, ignores redirect_uri
 * and copies the id_token's `aud` from the request; so:
 * - `GET /authorize` is refused for an unknown client before the mock sees it, and the code
 *   it issues is recorded (hook `beforeAuthorizeRedirect`) with its client, redirect_uri,
 *   challenge and the identity signing in;
 * - `POST /token` is judged by TokenGrants first; only a good exchange reaches the mock;
 * - the id_token gets `iss` this issuer, `aud` the client the code was issued to, and the
 *   identity's claims (hook `beforeTokenSigning`), never what the request said.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type MutableRedirectUri,
  type MutableToken,
  OAuth2Issuer,
  OAuth2Service,
} from 'oauth2-mock-server'
import { clientId } from './clients'
import type { LocalIdentity } from './identities'
import {
  authorizeRefusal,
  type Grant,
  type OidcProvider,
  type Refusal,
  TokenGrants,
} from './tokenGrants'

export interface OpenIdProvider {
  issuer: string
  stop(): Promise<void>
}

export async function startOpenIdProvider(
  identity: (provider: OidcProvider) => LocalIdentity,
  port = 0,
): Promise<OpenIdProvider> {
  const issuer = new OAuth2Issuer()
  await issuer.keys.generate('RS256')
  const service = new OAuth2Service(issuer)
  const grants = new TokenGrants()
  /** The grant each accepted token request redeemed, for its id_token's claims. */
  const redeemed = new WeakMap<IncomingMessage, Grant>()

  service.on(
    'beforeAuthorizeRedirect',
    (redirect: MutableRedirectUri, request: IncomingMessage) => {
      const code = redirect.url.searchParams.get('code')
      if (code) grants.issue(code, searchParams(request), identity)
    },
  )
  service.on('beforeTokenSigning', (token: MutableToken, request: IncomingMessage) => {
    const grant = redeemed.get(request)
    // The mock signs the access token first (no `aud`), then the id_token.
    if (!grant || !('aud' in token.payload)) return
    const { sub, email, emailVerified, name } = grant.identity
    Object.assign(token.payload, {
      iss: issuer.url,
      aud: clientId(grant.provider),
      sub,
      ...(email !== null ? { email, email_verified: emailVerified } : {}),
      // Apple puts no name in its id_token (it posts it once in a form field).
      ...(grant.provider === 'google' ? { name } : {}),
    })
  })

  const handle = service.requestHandler
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://provider').pathname
    if (request.method === 'GET' && path === '/authorize') {
      const refusal = authorizeRefusal(searchParams(request))
      return refusal ? send(response, refusal) : handle(request, response)
    }
    if (request.method !== 'POST' || path !== '/token') return handle(request, response)
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString())
      const verdict = grants.redeem(form, request.headers.authorization)
      if ('refusal' in verdict) return send(response, verdict.refusal)
      redeemed.set(request, verdict.grant)
      // The body is read: the mock's body parser sees a finished request and skips it
      // (body-parser's "body already parsed"), so it gets the form as parsed here.
      Object.assign(request, { body: Object.fromEntries(form) })
      handle(request, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  issuer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    issuer: issuer.url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function searchParams(request: IncomingMessage): URLSearchParams {
  return new URL(request.url ?? '/', 'http://provider').searchParams
}

function send(response: ServerResponse, { status, body }: Refusal) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  response.end(JSON.stringify(body))
}
