/**
 * The relay's check of a client's `auth` query parameter: the JWT that
 * `@walletconnect/relay-auth` signs (header `{ alg: 'EdDSA', typ: 'JWT' }`, payload
 * `{ iss, sub, aud, iat, exp }`, `iss` the client's ed25519 key as a `did:key`). The
 * signature is verified against that key; the audience must be this relay.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'

/** The multicodec prefix of an ed25519 public key (0xed, varint 0x01). */
const ED25519_MULTICODEC = [0xed, 0x01] as const
/** Clock skew tolerated on `iat`, in seconds. */
const IAT_SKEW_S = 60

export class RelayAuthError extends Error {}

export interface RelayClient {
  /** The `did:key` the client signed with: its identity on the relay. */
  clientId: string
  publicKey: Uint8Array
}

export interface VerifyOptions {
  /** The relay URLs this relay answers as; the token's `aud` must be one of them. */
  audiences: readonly string[]
  nowSeconds?: number
}

export function verifyRelayAuth(jwt: string | null, options: VerifyOptions): RelayClient {
  if (!jwt) throw new RelayAuthError('missing auth: the relay needs the ?auth= JWT')
  const parts = jwt.split('.')
  if (parts.length !== 3) throw new RelayAuthError('auth is not a JWT: expected three parts')
  const [headerText, payloadText, signatureText] = parts as [string, string, string]
  const header = decodeJsonPart(headerText, 'header')
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT')
    throw new RelayAuthError('auth header must be { alg: "EdDSA", typ: "JWT" }')
  const payload = decodeJsonPart(payloadText, 'payload')
  const { iss, sub, aud, iat, exp } = payload
  if (typeof iss !== 'string') throw new RelayAuthError('auth payload has no iss')
  if (typeof sub !== 'string' || sub.length === 0)
    throw new RelayAuthError('auth payload has no sub')
  if (typeof aud !== 'string') throw new RelayAuthError('auth payload has no aud')
  if (typeof iat !== 'number' || typeof exp !== 'number')
    throw new RelayAuthError('auth payload needs numeric iat and exp')
  const publicKey = decodeDidKey(iss)
  const signature = decodeBase64Url(signatureText, 'signature')
  const signed = new TextEncoder().encode(`${headerText}.${payloadText}`)
  let valid = false
  try {
    valid = ed25519.verify(signature, signed, publicKey)
  } catch {
    valid = false
  }
  if (!valid) throw new RelayAuthError('auth signature does not verify against iss')
  if (!options.audiences.includes(aud))
    throw new RelayAuthError(`auth aud ${aud} is not this relay (${options.audiences.join(', ')})`)
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000)
  if (exp <= now) throw new RelayAuthError('auth has expired')
  if (iat > now + IAT_SKEW_S) throw new RelayAuthError('auth is issued in the future')
  return { clientId: iss, publicKey }
}

/** `did:key:z…` (base58btc of 0xed01 + 32 key bytes) → the 32 key bytes. */
export function decodeDidKey(did: string): Uint8Array {
  const [prefix, method, multibase] = did.split(':')
  if (prefix !== 'did' || method !== 'key' || !multibase?.startsWith('z'))
    throw new RelayAuthError('auth iss must be a did:key in base58btc')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(multibase.slice(1))
  } catch {
    throw new RelayAuthError('auth iss is not valid base58btc')
  }
  if (bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1])
    throw new RelayAuthError('auth iss is not an ed25519 key')
  const key = bytes.slice(2)
  if (key.length !== 32) throw new RelayAuthError('auth iss key must be 32 bytes')
  return key
}

/** The inverse of decodeDidKey, for tests and tools that sign their own tokens. */
export function encodeDidKey(publicKey: Uint8Array): string {
  return `did:key:z${base58.encode(Uint8Array.from([...ED25519_MULTICODEC, ...publicKey]))}`
}

function decodeBase64Url(text: string, what: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new RelayAuthError(`auth ${what} is not base64url`)
  return new Uint8Array(Buffer.from(text, 'base64url'))
}

function decodeJsonPart(text: string, what: string): Record<string, unknown> {
  const bytes = decodeBase64Url(text, what)
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes))
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>
  } catch {
    // reported below
  }
  throw new RelayAuthError(`auth ${what} is not a JSON object`)
}
