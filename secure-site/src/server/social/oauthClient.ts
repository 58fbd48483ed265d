/**
 * The OAuth 2.0 authorization code flow with PKCE, through arctic's generic client
 * (every endpoint is configurable, which arctic's named providers are not): the
 * provider's authorize URL, and the code exchanged for tokens. Providers that want the
 * client secret in the body (Apple, Facebook) get the same request with it there.
 */

import type { SocialProvider } from '@airlock/protocol'
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens } from 'arctic'
import { appleClientSecret } from './appleClientSecret'
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

/** Throws arctic's errors (OAuth2RequestError, ArcticFetchError…) when the provider refuses. */
export async function exchangeCode(exchange: CodeExchange): Promise<OAuth2Tokens> {
  const { config } = exchange
  const clientSecret =
    typeof config.clientSecret === 'string'
      ? config.clientSecret
      : await appleClientSecret(config.clientSecret, config.clientId)
  if (PROVIDERS[exchange.provider].clientAuth === 'basic') {
    const client = new OAuth2Client(config.clientId, clientSecret, exchange.redirectUri)
    return client.validateAuthorizationCode(
      config.endpoints.token,
      exchange.code,
      exchange.codeVerifier,
    )
  }
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.codeVerifier,
    client_id: config.clientId,
    client_secret: clientSecret,
  })
  const response = await fetch(config.endpoints.token, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body,
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    redirect: 'error',
  })
  const data: unknown = await response.json().catch(() => null)
  if (!response.ok || typeof data !== 'object' || data === null || !('access_token' in data)) {
    throw new Error(`token endpoint answered ${response.status}`)
  }
  return new OAuth2Tokens(data)
}

/** How long any call to a provider may take before the sign-in fails. */
export const PROVIDER_TIMEOUT_MS = 10_000
