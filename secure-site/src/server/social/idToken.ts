/**
 * An OpenID provider's id_token, verified before a single claim is read: signature
 * against the provider's published keys (jose, cached per JWKS URL, fetched within
 * PROVIDER_TIMEOUT_MS), issuer, audience (our client id), expiry, the required claims
 * exp, iat and sub, and the nonce this flow put in the authorize URL. Each refusal has
 * its own exact message (the callback logs it and shows the provider-failed message).
 */
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose'
import { PROVIDER_TIMEOUT_MS } from './providerCall'
import type { ProviderConfig } from './providers'

/** Claims an id_token must carry (OpenID Connect Core §2), whatever jose would allow. */
export const REQUIRED_ID_TOKEN_CLAIMS = ['exp', 'iat', 'sub'] as const
const CLOCK_TOLERANCE_S = 60

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

function keySet(url: string, timeoutMs: number) {
  const key = `${timeoutMs} ${url}`
  let set = keySets.get(key)
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: timeoutMs })
    keySets.set(key, set)
  }
  return set
}

export class IdTokenError extends Error {
  override readonly name = 'IdTokenError'
}

export async function verifyIdToken(
  idToken: string,
  config: ProviderConfig,
  nonce: string,
  now: Date,
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<JWTPayload> {
  const { jwks, issuer } = config.endpoints
  if (!jwks || !issuer) throw new IdTokenError('the provider has no JWKS URL or issuer')
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(idToken, keySet(jwks, timeoutMs), {
      issuer,
      audience: config.clientId,
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: [...REQUIRED_ID_TOKEN_CLAIMS],
    }))
  } catch (error) {
    throw refusal(error, timeoutMs)
  }
  if (payload.nonce !== nonce) throw new IdTokenError('id_token refused: nonce mismatch')
  if (typeof payload.sub !== 'string' || payload.sub.length === 0) {
    throw new IdTokenError('id_token refused: no subject')
  }
  return payload
}

/** jose's error as our exact refusal (its own text can change between versions). */
function refusal(error: unknown, timeoutMs: number): IdTokenError {
  if (error instanceof errors.JWTExpired) return new IdTokenError('id_token refused: expired')
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.reason === 'missing') {
      return new IdTokenError(`id_token refused: no "${error.claim}" claim`)
    }
    if (error.claim === 'iss') return new IdTokenError('id_token refused: another issuer')
    if (error.claim === 'aud') return new IdTokenError('id_token refused: another audience')
    return new IdTokenError(`id_token refused: invalid "${error.claim}" claim`)
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey
  ) {
    return new IdTokenError("id_token refused: not signed by the provider's keys")
  }
  if (error instanceof errors.JWKSTimeout) {
    return new IdTokenError(
      `id_token refused: the provider's keys did not answer within ${timeoutMs} ms`,
    )
  }
  return new IdTokenError('id_token refused: malformed', { cause: error })
}
