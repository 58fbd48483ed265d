/**
 * The local Google's and Apple's authorization codes, and their token endpoint's judgement
 * of a code exchange, as strict as the real ones and refused with their own errors:
 * - the client authenticates: Google with its secret (HTTP Basic or in the body), Apple
 *   with an ES256 client-secret JWT (appleClientSecret.ts); else `invalid_client` (Google
 *   401 "Unauthorized", Apple 400);
 * - the code was issued to this client, is used once and is fresh (Apple: 5 minutes);
 *   else `invalid_grant`;
 * - `redirect_uri` is exactly the one the code was issued for (Google:
 *   `redirect_uri_mismatch`, Apple: `invalid_grant`);
 * - PKCE: a code issued with a challenge needs its verifier ("Missing code verifier.",
 *   "Invalid code verifier."), and one issued without refuses a verifier ("code_verifier
 *   or verifier is not needed.") — Google's words, read in its client libraries' issue
 *   trackers; Apple's errors carry no words but the code's.
 * Google's and Apple's share one token URL here, so the client id says which one answers;
 * an unknown client gets Google's answer.
 */
import { createHash } from 'node:crypto'
import { appleClientSecretProblem } from './appleClientSecret'
import { clientId, clientSecret } from './clients'
import type { LocalIdentity } from './identities'

export type OidcProvider = 'google' | 'apple'
export const OIDC_PROVIDERS: readonly OidcProvider[] = ['google', 'apple']

export interface Grant {
  provider: OidcProvider
  redirectUri: string
  challenge: { value: string; method: string } | null
  identity: LocalIdentity
  issuedAt: number
}

export interface Refusal {
  status: number
  body: { error: string; error_description?: string }
}

/** Google does not publish its codes' lifetime (minutes); Apple's is five minutes. */
export const CODE_LIFETIME_MS: Record<OidcProvider, number> = {
  google: 10 * 60_000,
  apple: 5 * 60_000,
}

const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/

export const providerOfClient = (id: string | null | undefined): OidcProvider | undefined =>
  OIDC_PROVIDERS.find((provider) => clientId(provider) === id)

/** What the authorize endpoint refuses before it issues a code (Google answers with a page). */
export function authorizeRefusal(params: URLSearchParams): Refusal | null {
  if (!providerOfClient(params.get('client_id'))) {
    return {
      status: 401,
      body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
    }
  }
  const redirect = params.get('redirect_uri') ?? ''
  if (!URL.canParse(redirect) || !/^https?:$/.test(new URL(redirect).protocol)) {
    return {
      status: 400,
      body: {
        error: 'invalid_request',
        error_description: 'Invalid parameter value for redirect_uri',
      },
    }
  }
  if (params.get('response_type') !== 'code') {
    return {
      status: 400,
      body: { error: 'unsupported_response_type', error_description: 'Only response_type=code' },
    }
  }
  return null
}

export class TokenGrants {
  readonly #codes = new Map<string, Grant>()

  /** A code the authorize endpoint gave for `params` (already passed authorizeRefusal). */
  issue(
    code: string,
    params: URLSearchParams,
    identity: (provider: OidcProvider) => LocalIdentity,
  ) {
    const provider = providerOfClient(params.get('client_id'))
    if (!provider) return
    const challenge = params.get('code_challenge')
    this.#codes.set(code, {
      provider,
      redirectUri: params.get('redirect_uri') ?? '',
      challenge: challenge
        ? { value: challenge, method: params.get('code_challenge_method') ?? 'plain' }
        : null,
      identity: identity(provider),
      issuedAt: Date.now(),
    })
  }

  /** The grant a token request redeems, or the provider's refusal. */
  redeem(
    form: URLSearchParams,
    authorization: string | undefined,
    now: number = Date.now(),
  ): { grant: Grant } | { refusal: Refusal } {
    const basic = basicCredentials(authorization)
    const id = basic?.id ?? form.get('client_id')
    const provider = providerOfClient(id)
    // Apple answers every refusal 400, its words only for a code it does not take.
    const refuse = (status: number, error: string, google?: string, apple?: string) => {
      const description = provider === 'apple' ? apple : google
      return {
        refusal: {
          status: provider === 'apple' ? 400 : status,
          body: { error, ...(description !== undefined ? { error_description: description } : {}) },
        },
      }
    }
    const grantType = form.get('grant_type')
    if (grantType !== 'authorization_code') {
      return refuse(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`)
    }
    if (!id) return refuse(400, 'invalid_request', 'Could not determine client ID from request.')
    if (!provider) return refuse(401, 'invalid_client', 'The OAuth client was not found.')
    if (!this.#authenticated(provider, basic, form, now))
      return refuse(401, 'invalid_client', 'Unauthorized')

    const code = form.get('code') ?? ''
    const grant = this.#codes.get(code)
    if (
      !grant ||
      grant.provider !== provider ||
      now - grant.issuedAt > CODE_LIFETIME_MS[provider]
    ) {
      return refuse(
        400,
        'invalid_grant',
        'Bad Request',
        'The code has expired or has been revoked.',
      )
    }
    // One exchange per code, whatever its outcome: a code seen twice is never good again.
    this.#codes.delete(code)
    if (form.get('redirect_uri') !== grant.redirectUri) {
      return provider === 'apple'
        ? refuse(400, 'invalid_grant')
        : refuse(400, 'redirect_uri_mismatch', 'Bad Request')
    }
    const verifier = form.get('code_verifier')
    if (grant.challenge && !verifier) return refuse(400, 'invalid_grant', 'Missing code verifier.')
    if (grant.challenge && !verifierMatches(verifier ?? '', grant.challenge))
      return refuse(400, 'invalid_grant', 'Invalid code verifier.')
    if (!grant.challenge && verifier !== null)
      return refuse(400, 'invalid_grant', 'code_verifier or verifier is not needed.')
    return { grant }
  }

  #authenticated(
    provider: OidcProvider,
    basic: { id: string; secret: string } | null,
    form: URLSearchParams,
    now: number,
  ): boolean {
    if (provider === 'apple') {
      // Apple takes the secret in the body only.
      const secret = form.get('client_secret')
      return (
        !basic &&
        secret !== null &&
        appleClientSecretProblem(secret, clientId('apple'), now) === null
      )
    }
    return (basic?.secret ?? form.get('client_secret')) === clientSecret(provider)
  }
}

function verifierMatches(verifier: string, challenge: { value: string; method: string }): boolean {
  if (!PKCE_VERIFIER.test(verifier)) return false
  const derived =
    challenge.method === 'S256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier
  return derived === challenge.value
}

/** RFC 6749 §2.3.1: `Basic base64(urlencoded id ":" urlencoded secret)`. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header ?? '')
  if (!match?.[1]) return null
  const decoded = Buffer.from(match[1], 'base64').toString()
  const colon = decoded.indexOf(':')
  if (colon < 0) return null
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    }
  } catch {
    return null
  }
}
