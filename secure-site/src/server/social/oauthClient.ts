/**
 * The OAuth 2.0 authorization code flow with PKCE, through arctic's generic client
 * (every endpoint is configurable, which arctic's named providers are not): the
 * provider's authorize URL, and the code exchanged for tokens. Providers that want the
 * client secret in the body (Apple, Facebook) get the same request with it there. The
 * exchange is our own bounded request (arctic's has no timeout).
 */

import type { SocialProvider } from '@airlock/protocol'
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens } from 'arctic'
import { appleClientSecret } from './appleClientSecret'
import { callProvider, PROVIDER_TIMEOUT_MS, ProviderCallError } from './providerCall'
import { PROVIDERS, type ProviderConfig } from './providers'

export interface AuthorizationRequest {
  provider: SocialProvider
  config: ProviderConfig
  redirectUri: string
  state: string
  codeVerifier: string
  /** OpenID providers: bound into the id_token, checked on the way back. */
  nonce: string
}

export function authorizationUrl(request: AuthorizationRequest): string {
  const definition = PROVIDERS[request.provider]
  // The authorization URL carries no secret.
  const client = new OAuth2Client(request.config.clientId, null, request.redirectUri)
  const url = client.createAuthorizationURLWithPKCE(
    request.config.endpoints.authorize,
    request.state,
    CodeChallengeMethod.S256,
    request.codeVerifier,
    definition.scopes,
  )
  if (definition.kind === 'oidc') url.searchParams.set('nonce', request.nonce)
  if (definition.responseMode) url.searchParams.set('response_mode', definition.responseMode)
  return url.toString()
}

export interface CodeExchange {
  provider: SocialProvider
  config: ProviderConfig
  redirectUri: string
  code: string
  codeVerifier: string
}

/**
 * The code exchanged for tokens, in one bounded call (providerCall.ts): the client
 * secret as HTTP Basic (RFC 6749 §2.3.1, as arctic sends it) or in the body, per
 * provider. Throws ProviderCallError when the provider refuses, times out or answers
 * no access token.
 */
export async function exchangeCode(
  exchange: CodeExchange,
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<OAuth2Tokens> {
  const { config } = exchange
  const clientSecret =
    typeof config.clientSecret === 'string'
      ? config.clientSecret
      : await appleClientSecret(config.clientSecret, config.clientId)
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.codeVerifier,
  })
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
    // GitHub refuses API calls without one.
    'user-agent': 'airlock-secure-site',
  }
  if (PROVIDERS[exchange.provider].clientAuth === 'basic') {
    headers.authorization = `Basic ${Buffer.from(`${config.clientId}:${clientSecret}`).toString('base64')}`
  } else {
    body.set('client_id', config.clientId)
    body.set('client_secret', clientSecret)
  }
  const answer = await callProvider(
    'the token endpoint',
    config.endpoints.token,
    { method: 'POST', headers, body },
    timeoutMs,
  )
  const data = answer.body
  if (!answer.ok || typeof data !== 'object' || data === null || !('access_token' in data)) {
    throw new ProviderCallError(`the token endpoint answered ${answer.status} without a token`)
  }
  return new OAuth2Tokens(data)
}
