/**
 * Apple's token endpoint takes no fixed client secret: `client_secret` must be a JWT the
 * site signs with its "Sign in with Apple" key (ES256; header `kid` the key's id; `iss`
 * the Team ID, `sub` the client id, `aud` https://appleid.apple.com, `iat`, and an `exp`
 * at most 15,777,000 s (six months) later). Read in Apple's "Creating a client secret"
 * (Generate and validate tokens) and TN3107; anything else is `invalid_client`.
 *
 * The local Apple has one registered key, below: a throwaway P-256 key made for these
 * suites (it signs nothing real), so the stack, the specs' extra sites and this check
 * agree on it without passing it around.
 */
import { createPrivateKey, createPublicKey, verify } from 'node:crypto'

export const LOCAL_APPLE_TEAM_ID = 'LOCALTEAM1'
export const LOCAL_APPLE_KEY_ID = 'LOCALKEY01'
export const LOCAL_APPLE_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgyKt/rdwH63mSIETS
M5vCo0OM8QGuGwbdHXWI2na25L2hRANCAASqEzjLczFfTQpFLX0TL0D3bPJMQvnB
qNLmmR8ZlNh9OmhEV/WknFnlCIl6k3UPFYWRqWET6V3J4ydXTo25S7+S
-----END PRIVATE KEY-----
`
const PUBLIC_KEY = createPublicKey(createPrivateKey(LOCAL_APPLE_PRIVATE_KEY))

const APPLE_AUDIENCE = 'https://appleid.apple.com'
const MAX_LIFETIME_S = 15_777_000
/** Apple refuses a secret "from the future"; a little skew is forgiven. */
const CLOCK_SKEW_S = 60

/**
 * Why `secret` is not a client secret Apple would take for `clientId` (a short reason for
 * the log; Apple itself only answers `invalid_client`), or null when it is.
 */
export function appleClientSecretProblem(
  secret: string,
  clientId: string,
  now: number = Date.now(),
): string | null {
  const [header, payload, signature, ...rest] = secret.split('.')
  if (header === undefined || payload === undefined || signature === undefined || rest.length)
    return 'not a JWT'
  const head = decodeJson(header)
  const claims = decodeJson(payload)
  if (!head || !claims) return 'not a JWT'
  if (head.alg !== 'ES256') return `alg ${String(head.alg)}, not ES256`
  if (head.kid !== LOCAL_APPLE_KEY_ID) return `kid ${String(head.kid)} is not a registered key`
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: PUBLIC_KEY, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) return 'the signature is not the registered key’s'
  if (claims.iss !== LOCAL_APPLE_TEAM_ID) return `iss ${String(claims.iss)} is not the Team ID`
  if (claims.sub !== clientId) return `sub ${String(claims.sub)} is not the client id`
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!audience.includes(APPLE_AUDIENCE)) return `aud is not ${APPLE_AUDIENCE}`
  const { iat, exp } = claims
  if (typeof iat !== 'number' || typeof exp !== 'number') return 'iat and exp must be numbers'
  const seconds = now / 1000
  if (iat > seconds + CLOCK_SKEW_S) return 'iat is in the future'
  if (exp <= seconds) return 'expired'
  if (exp - iat > MAX_LIFETIME_S) return 'exp is more than six months after iat'
  return null
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString())
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
