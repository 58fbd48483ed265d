/**
 * An OpenID provider's id_token, verified before a single claim is read: signature
 * against the provider's published keys (jose, cached per JWKS URL), issuer, audience
 * (our client id), expiry, and the nonce this flow put in the authorize URL.
 */
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'
import type { ProviderConfig } from './providers'

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

function keySet(url: string) {
  let set = keySets.get(url)
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 10_000 })
    keySets.set(url, set)
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
): Promise<JWTPayload> {
  const { jwks, issuer } = config.endpoints
  if (!jwks || !issuer) throw new IdTokenError('the provider has no JWKS URL or issuer')
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(idToken, keySet(jwks), {
      issuer,
      audience: config.clientId,
      currentDate: now,
      clockTolerance: 60,
    }))
  } catch (error) {
    throw new IdTokenError(`id_token refused: ${error instanceof Error ? error.message : error}`)
  }
  if (payload.nonce !== nonce) throw new IdTokenError('id_token refused: nonce mismatch')
  if (typeof payload.sub !== 'string' || payload.sub.length === 0) {
    throw new IdTokenError('id_token refused: no subject')
  }
  return payload
}
