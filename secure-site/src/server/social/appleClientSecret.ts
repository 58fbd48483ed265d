/**
 * Apple's client secret is not a fixed string but a short-lived JWT the site signs with
 * its "Sign in with Apple" key (ES256; `iss` the Team ID, `sub` the Services ID, `aud`
 * Apple, `kid` the key's id). Given the key, the site signs a fresh one for each code
 * exchange, so no operator has to regenerate a secret every six months.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto'
import { SignJWT } from 'jose'

export const APPLE_AUDIENCE = 'https://appleid.apple.com'
/** Each secret lives only as long as the exchange it is made for could take. */
export const APPLE_SECRET_LIFETIME_S = 300

export interface AppleSigningKey {
  kind: 'apple-key'
  teamId: string
  keyId: string
  privateKey: KeyObject
}

/**
 * The PKCS#8 PEM Apple gives as a .p8 file (newlines may be written as `\n` in an
 * environment variable); refuses anything but an EC P-256 private key.
 */
export function parseAppleKey(pem: string): KeyObject | string {
  let key: KeyObject
  try {
    key = createPrivateKey({ key: pem.replaceAll('\\n', '\n'), format: 'pem' })
  } catch {
    return 'is not a PEM private key (the .p8 file Apple gives)'
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    return 'is not an EC P-256 key (ES256), as Apple keys are'
  }
  return key
}

export function appleClientSecret(
  key: AppleSigningKey,
  clientId: string,
  now: number = Date.now(),
): Promise<string> {
  const issuedAt = Math.floor(now / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(clientId)
    .setAudience(APPLE_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + APPLE_SECRET_LIFETIME_S)
    .sign(key.privateKey)
}
