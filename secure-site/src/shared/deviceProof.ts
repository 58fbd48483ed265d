/**
 * The proof the frame sends with its API calls (issue 22 §3): a compact JWS in the spirit
 * of RFC 9449 (DPoP), signed by the frame's non-extractable device key, over the exact
 * request: `htm` (method), `htu` (path), `bh` (base64url SHA-256 of the body bytes sent),
 * `ath` (SHA-256 of the access token, when one is sent), `iat` and a unique `jti`. No
 * server nonce: the server accepts a proof once (jti) within ±60 s of iat, which is what
 * a nonce would buy here at one more round trip per call.
 *
 * WebCrypto only (no jose in the frame's bundle); the server verifies with jose
 * (src/server/http/deviceProof.ts). Used by the frame and by the tests that play it.
 */
import { base64UrlEncode } from '@airlock/protocol'

/** The request header that carries the proof. */
export const DEVICE_PROOF_HEADER = 'DPoP'
export const DEVICE_PROOF_TYP = 'dpop+jwt'

/** A device key as the proof builder needs it: the private half, and the public JWK. */
export interface DeviceKey {
  privateKey: CryptoKey
  /** Only kty, crv, x, y: what the proof's header carries and the thumbprint is over. */
  publicJwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string }
}

export interface ProofRequest {
  method: string
  /** The path the request is sent to, without query (`/api/wallet/rpc`). */
  path: string
  /** The exact body text sent ('' for none). */
  body: string
  accessToken?: string | undefined
  /** Milliseconds since the epoch. */
  now: number
  jti?: string
}

const encoder = new TextEncoder()

export function base64url(bytes: Uint8Array): string {
  return base64UrlEncode(bytes)
}

/** base64url SHA-256 of the UTF-8 text: the `bh` and `ath` claims. */
export async function sha256Base64url(text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}

/** The public JWK of a P-256 public key, reduced to the members a proof carries. */
export async function publicJwkOf(publicKey: CryptoKey): Promise<DeviceKey['publicJwk']> {
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', publicKey)
  if (kty !== 'EC' || crv !== 'P-256' || !x || !y) throw new Error('device key is not P-256')
  return { kty, crv, x, y }
}

/** The compact JWS for one request. */
export async function signDeviceProof(key: DeviceKey, request: ProofRequest): Promise<string> {
  const header = { typ: DEVICE_PROOF_TYP, alg: 'ES256', jwk: key.publicJwk }
  const payload = {
    htm: request.method,
    htu: request.path,
    bh: await sha256Base64url(request.body),
    ...(request.accessToken ? { ath: await sha256Base64url(request.accessToken) } : {}),
    iat: Math.floor(request.now / 1000),
    jti: request.jti ?? crypto.randomUUID(),
  }
  const signingInput = `${base64url(encoder.encode(JSON.stringify(header)))}.${base64url(
    encoder.encode(JSON.stringify(payload)),
  )}`
  // WebCrypto's ECDSA signature is r || s, 64 bytes: exactly the JWS ES256 form.
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key.privateKey,
    encoder.encode(signingInput),
  )
  return `${signingInput}.${base64url(new Uint8Array(signature))}`
}

/** A fresh P-256 key pair whose private half cannot be exported. */
export async function generateDeviceKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])
}
