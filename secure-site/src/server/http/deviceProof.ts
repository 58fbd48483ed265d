/**
 * The server half of the device proof (issue 22 §3, src/shared/deviceProof.ts): every
 * sign-in, grant, signature, email change and refresh carries, in its `DPoP` header, a
 * JWS signed by the frame's non-extractable device key over this very request. A token
 * copied out of the frame's storage, a log or the network is then worth nothing without
 * the key, which never leaves the browser that made it.
 *
 * verifyDeviceProof checks what needs no database (signature, typ, alg, the request it
 * names, its age); the one-time use of its jti is recorded either in the statement that
 * checks the session (liveSession, one round trip) or by consumeDeviceProof.
 */
import { createHash } from 'node:crypto'
import { calculateJwkThumbprint, EmbeddedJWK, errors as joseErrors, jwtVerify } from 'jose'
import { DEVICE_PROOF_HEADER, DEVICE_PROOF_TYP } from '../../shared/deviceProof'
import { addSeconds } from '../clock'
import type { Db } from '../db/client'
import { deviceProofs } from '../db/schema'
import { ServerError } from '../errors'
import type { RateLimitName } from '../ratelimit/limits'
import { type Authenticated, authenticate } from '../usecases/login/session'
import type { ApiContext } from '../wiring/apiContext'
import { bearerToken } from './http'
import { type RequestMeta, requestMeta } from './requestClient'

/** A proof is accepted this long either side of its iat (clock skew, slow networks). */
export const DEVICE_PROOF_WINDOW_S = 60
const MAX_JTI_LENGTH = 128
const MAX_PROOF_LENGTH = 4096

/** shared/deviceProof.ts sha256Base64url (`bh`, `ath`), synchronously: no thread-pool hop per request. */
function sha256Base64url(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64url')
}

export interface DeviceProof {
  /** RFC 7638 thumbprint of the key that signed: what a session is bound to. */
  jkt: string
  /** `<jkt>.<jti>`: the row that makes the proof single-use. */
  id: string
  /** When the proof's window closes: its row can go after that. */
  expiresAt: Date
}

export interface ProvedRequest {
  method: 'GET' | 'POST'
  url: string
  headers: Pick<Headers, 'get'>
  /** The body text exactly as read ('' for none). */
  body: string
  /** The bearer token sent with it, which the proof's `ath` must name. */
  accessToken?: string
}

/** What a route's proof covers: a POST and the body text it read, or (no body) a GET. */
export function provedRequest(
  request: { url: string; headers: Pick<Headers, 'get'> },
  body?: string,
): Omit<ProvedRequest, 'accessToken'> {
  const { url, headers } = request
  return body === undefined
    ? { method: 'GET', url, headers, body: '' }
    : { method: 'POST', url, headers, body }
}

/** The proof's key and id, or a ServerError naming what is wrong with it. */
export async function verifyDeviceProof(request: ProvedRequest, now: Date): Promise<DeviceProof> {
  const proof = request.headers.get(DEVICE_PROOF_HEADER)
  if (!proof) throw new ServerError('DEVICE_PROOF_REQUIRED')
  if (proof.length > MAX_PROOF_LENGTH) throw new ServerError('DEVICE_PROOF_INVALID')
  let verified: Awaited<ReturnType<typeof jwtVerify>>
  try {
    // EmbeddedJWK: the key is the header's own `jwk`, refused unless a public key.
    verified = await jwtVerify(proof, EmbeddedJWK, {
      typ: DEVICE_PROOF_TYP,
      algorithms: ['ES256'],
      requiredClaims: ['htm', 'htu', 'bh', 'iat', 'jti'],
      currentDate: now,
    })
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) {
      throw new ServerError('DEVICE_PROOF_INVALID', { cause: error })
    }
    throw error
  }
  const { payload, protectedHeader } = verified
  const { htm, htu, bh, ath, iat, jti } = payload as Record<string, unknown>
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > MAX_JTI_LENGTH) {
    throw new ServerError('DEVICE_PROOF_INVALID')
  }
  if (typeof iat !== 'number' || Math.abs(iat - now.getTime() / 1000) > DEVICE_PROOF_WINDOW_S) {
    throw new ServerError('DEVICE_PROOF_STALE')
  }
  const expectedAth = request.accessToken ? sha256Base64url(request.accessToken) : undefined
  if (
    htm !== request.method ||
    htu !== new URL(request.url).pathname ||
    bh !== sha256Base64url(request.body) ||
    ath !== expectedAth
  ) {
    throw new ServerError('DEVICE_PROOF_OTHER_REQUEST')
  }
  if (!protectedHeader.jwk) throw new ServerError('DEVICE_PROOF_INVALID')
  const jkt = await calculateJwkThumbprint(protectedHeader.jwk, 'sha256')
  return {
    jkt,
    id: `${jkt}.${jti}`,
    expiresAt: addSeconds(new Date(iat * 1000), DEVICE_PROOF_WINDOW_S),
  }
}

/** Records the proof as used; throws 'Device proof already used' when it was. */
export async function consumeDeviceProof(db: Db, proof: DeviceProof): Promise<void> {
  const rows = await db
    .insert(deviceProofs)
    .values({ id: proof.id, expiresAt: proof.expiresAt })
    .onConflictDoNothing()
    .returning({ id: deviceProofs.id })
  if (rows.length === 0) throw new ServerError('DEVICE_PROOF_USED')
}

/** A sign-in's request: its proof checked and used up, the key named for the new session. */
export async function signInMeta(
  context: ApiContext,
  request: Omit<ProvedRequest, 'accessToken' | 'method'>,
): Promise<RequestMeta & { deviceKey: string }> {
  const proof = await verifyDeviceProof({ ...request, method: 'POST' }, context.clock())
  await consumeDeviceProof(context.db, proof)
  return { ...requestMeta(request, context.config), deviceKey: proof.jkt }
}

/**
 * authenticate (usecases/login/session.ts) for a route: the bearer token, plus a proof by the key the
 * session is bound to, for this request, used once (recorded in the session check's own
 * statement). Every route that takes a session calls this.
 */
export async function authenticateDevice(
  context: ApiContext,
  request: Omit<ProvedRequest, 'accessToken'>,
  limit?: RateLimitName,
): Promise<Authenticated> {
  const accessToken = bearerToken(request)
  if (!accessToken) throw new ServerError('SESSION_EXPIRED')
  const proof = await verifyDeviceProof({ ...request, accessToken }, context.clock())
  return authenticate(context, request, limit, proof)
}
