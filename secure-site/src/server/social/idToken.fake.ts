/**
 * Test double of an OpenID provider's signing side, on a real loopback HTTP port: a
 * real key pair (jose generateKeyPair) whose public half it publishes as a JWKS, a
 * token endpoint and a user-info API answering what the test set, and a switch that
 * makes every route accept the request and never answer (a hung provider).
 * `sign` makes id_tokens with any claims, with its own key or another one.
 */
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import type { ProviderConfig } from './providers'

export const FAKE_CLIENT_ID = 'fake-oidc-client'
const KID = 'fake-key-1'

export async function startFakeIssuer() {
  const own = await generateKeyPair('RS256')
  const other = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(own.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }
  const state = {
    /** Routes that accept the request and never answer. */
    hang: new Set<'jwks' | 'token' | 'userinfo'>(),
    /** What the token endpoint and the user-info API answer. */
    tokenAnswer: { access_token: 'fake-access', token_type: 'Bearer' } as Record<string, unknown>,
    userinfo: {} as Record<string, unknown>,
  }
  const hung: ServerResponse[] = []
  let base = ''
  const routes: Record<string, 'jwks' | 'token' | 'userinfo'> = {
    '/jwks': 'jwks',
    '/token': 'token',
    '/userinfo': 'userinfo',
  }
  const server = createServer((request, response) => {
    const route = routes[new URL(request.url ?? '/', base).pathname]
    if (!route) return json(response, 404, { error: 'not found' })
    if (state.hang.has(route)) {
      hung.push(response)
      return
    }
    if (route === 'jwks') return json(response, 200, { keys: [jwk] })
    if (route === 'token') return json(response, 200, state.tokenAnswer)
    json(response, 200, state.userinfo)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const config: ProviderConfig = {
    clientId: FAKE_CLIENT_ID,
    clientSecret: 'fake-secret',
    endpoints: {
      authorize: `${base}/authorize`,
      token: `${base}/token`,
      userinfo: `${base}/userinfo`,
      emails: `${base}/userinfo`,
      jwks: `${base}/jwks`,
      issuer: base,
    },
  }

  return {
    issuer: base,
    config,
    state,
    /**
     * An id_token: `claims` as given (undefined values left out, so a test can drop
     * exp, iat or sub), signed RS256 by this issuer's key or, with `key: 'other'`,
     * by a key it never published (under the published kid, or `kid`).
     */
    sign: (
      claims: Record<string, unknown>,
      options: { key?: 'own' | 'other'; kid?: string } = {},
    ) => {
      const payload = Object.fromEntries(
        Object.entries(claims).filter(([, value]) => value !== undefined),
      ) as JWTPayload
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID })
        .sign(options.key === 'other' ? other.privateKey : own.privateKey)
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hung) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakeIssuer = Awaited<ReturnType<typeof startFakeIssuer>>

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}
