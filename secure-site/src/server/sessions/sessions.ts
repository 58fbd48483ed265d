/**
 * Sessions of the embedded wallet, held by the frame on the secure origin only.
 *
 * - Access token: HS256 JWT, 15 minutes, claims `sub` (user id) and `sid` (session id,
 *   stable for the whole sign-in). Stateless, so any instance verifies it.
 * - Refresh token: 32 random bytes, 30 days, stored as SHA-256, single use. Every
 *   rotation issues a new one in the same family; presenting a token that was already
 *   rotated means it was copied, so the whole family is revoked.
 * - Absolute lifetime: a sign-in (family) ends a fixed time after it began (30 days by
 *   default, AIRLOCK_SESSION_LIFETIME_DAYS), however often it is refreshed. No token of
 *   the family, refresh or access, lasts past that end.
 * - Device key (issue 22 §3): a sign-in is bound to the frame's non-extractable key. The
 *   family stores its RFC 7638 thumbprint, every access token carries it as `cnf.jkt`,
 *   and a refresh must be proved by the same key (http/deviceProof.ts). Tokens from before
 *   migration 0010 have none and are refused ('Session Expired' in the SDK).
 */
import { and, eq, isNull, ne } from 'drizzle-orm'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { hashDeviceId } from '../auth/devices'
import { addSeconds, type Clock, systemClock } from '../clock'
import { randomToken, sha256Hex } from '../crypto/tokens'
import type { Db } from '../db/client'
import { refreshTokens } from '../db/schema'
import { isServerError, ServerError } from '../errors'
import { accessTokenKey } from './accessTokenKey'
import { type LiveSession, liveSession, type SessionHit, type UsableProof } from './liveSession'

export const ACCESS_TOKEN_TTL_S = 15 * 60
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60
/** Default absolute lifetime of a sign-in; the config's sessionLifetimeS overrides it. */
export const SESSION_LIFETIME_S = 30 * 24 * 60 * 60

const ISSUER = 'airlock-secure-site'
const AUDIENCE = 'airlock-frame'

export interface AccessClaims {
  /** User id. */
  sub: string
  /** Session id: the refresh-token family, the same across rotations. */
  sid: string
  /** Thumbprint of the device key the session is bound to (`cnf.jkt`). */
  jkt: string
}

export interface Session {
  accessToken: string
  refreshToken: string
  sessionId: string
  accessTokenExpiresAt: Date
  refreshTokenExpiresAt: Date
  /** The absolute end of the sign-in: no refresh succeeds after it. */
  sessionExpiresAt: Date
}

/**
 * Signs a user in on one device: a new session family and its first token pair. The
 * family ends `lifetimeS` from now (default SESSION_LIFETIME_S).
 */
export async function createSession(
  db: Db,
  secret: Uint8Array,
  input: { userId: string; deviceId?: string; deviceKey: string; lifetimeS?: number },
  clock: Clock = systemClock,
): Promise<Session> {
  const familyId = crypto.randomUUID()
  const deviceIdHash = input.deviceId === undefined ? null : hashDeviceId(input.deviceId)
  const now = clock()
  const familyExpiresAt = addSeconds(now, input.lifetimeS ?? SESSION_LIFETIME_S)
  const { refreshToken, expiresAt } = await insertRefreshToken(db, {
    userId: input.userId,
    familyId,
    deviceIdHash,
    deviceJkt: input.deviceKey,
    familyExpiresAt,
    now,
  })
  const claims = { sub: input.userId, sid: familyId, jkt: input.deviceKey }
  return {
    ...(await signAccessToken(secret, claims, now, familyExpiresAt)),
    refreshToken,
    sessionId: familyId,
    refreshTokenExpiresAt: expiresAt,
    sessionExpiresAt: familyExpiresAt,
  }
}

/**
 * The claims of a valid access token. Throws ServerError with exactly
 * 'JWT validation error: JWT Token is not yet valid' for a token from the future or one
 * bound to no device key (made before migration 0010: the SDK maps the message to
 * 'Session Expired', so the user signs in again) and 'Session Expired' for one that is
 * expired, forged or malformed.
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  clock: Clock = systemClock,
): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await accessTokenKey(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: clock(),
      requiredClaims: ['sub', 'sid', 'exp', 'nbf'],
    })
    const { sub, sid, cnf } = payload
    if (typeof sub !== 'string' || typeof sid !== 'string') throw new ServerError('SESSION_EXPIRED')
    const jkt = (cnf as { jkt?: unknown } | undefined)?.jkt
    if (typeof jkt !== 'string') throw new ServerError('JWT_NOT_YET_VALID')
    return { sub, sid, jkt }
  } catch (error) {
    if (isServerError(error)) throw error
    if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'nbf') {
      throw new ServerError('JWT_NOT_YET_VALID')
    }
    throw new ServerError('SESSION_EXPIRED', { cause: error })
  }
}

/**
 * verifyAccessToken plus the database check, in one statement (liveSession): the
 * session was not signed out or revoked since the token was issued, has not reached its
 * absolute end, and belongs to the token's user; with `limit`, one hit on it is counted
 * in the same round trip. Throws 'Session Expired' otherwise. Use it before anything
 * that signs.
 */
export async function verifySession(
  db: Db,
  secret: Uint8Array,
  token: string,
  clock: Clock = systemClock,
  /** The limit to count a hit on, for the verified session. */
  limit?: (claims: AccessClaims) => SessionHit,
  /**
   * The request's verified device proof: its key must be the token's `cnf.jkt`, and it
   * is used up in the same statement (a second use: 'Device proof already used').
   */
  proof?: UsableProof & { jkt: string },
): Promise<AccessClaims & LiveSession> {
  const now = clock()
  const claims = await verifyAccessToken(secret, token, () => now)
  if (proof && proof.jkt !== claims.jkt) throw new ServerError('DEVICE_KEY_MISMATCH')
  const live = await liveSession(db, claims, now, limit?.(claims), proof)
  if (!live) throw new ServerError('SESSION_EXPIRED')
  if (!live.proofFresh) throw new ServerError('DEVICE_PROOF_USED')
  return { ...claims, ...live }
}

/**
 * Trades a refresh token for a new pair. Throws ServerError 'Session Expired' for an
 * unknown, expired or revoked token, one presented from another device, or one whose
 * sign-in has reached its absolute end, or one of a sign-in bound to no device key (made
 * before migration 0010); 'Session is bound to another device' when `deviceKey` (the key
 * that proved this request) is not the sign-in's. Reusing an already rotated token also
 * revokes every token of its family.
 */
export async function rotateRefreshToken(
  db: Db,
  secret: Uint8Array,
  refreshToken: string,
  options: { deviceId?: string; deviceKey: string },
  clock: Clock = systemClock,
): Promise<Session> {
  const now = clock()
  // Errors are decided inside the transaction but thrown after it, so a family
  // revocation commits instead of rolling back with the error.
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(refreshToken)))
      .for('update')
    if (!row) return undefined
    if (row.revokedAt !== null || row.replacedBy !== null) {
      if (row.replacedBy !== null) await revokeFamily(tx, row.familyId, now)
      return undefined
    }
    if (row.expiresAt.getTime() <= now.getTime()) return undefined
    if (row.familyExpiresAt.getTime() <= now.getTime()) return undefined
    if (
      options.deviceId !== undefined &&
      row.deviceIdHash !== null &&
      row.deviceIdHash !== hashDeviceId(options.deviceId)
    ) {
      return undefined
    }
    if (row.deviceJkt === null) return undefined
    if (row.deviceJkt !== options.deviceKey) return 'other-device' as const
    const next = await insertRefreshToken(tx, {
      userId: row.userId,
      familyId: row.familyId,
      deviceIdHash: row.deviceIdHash,
      deviceJkt: row.deviceJkt,
      familyExpiresAt: row.familyExpiresAt,
      now,
    })
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now, replacedBy: next.id })
      .where(eq(refreshTokens.id, row.id))
    return {
      userId: row.userId,
      familyId: row.familyId,
      familyExpiresAt: row.familyExpiresAt,
      deviceJkt: row.deviceJkt,
      ...next,
    }
  })
  if (result === 'other-device') throw new ServerError('DEVICE_KEY_MISMATCH')
  if (!result) throw new ServerError('SESSION_EXPIRED')
  const claims = { sub: result.userId, sid: result.familyId, jkt: result.deviceJkt }
  return {
    ...(await signAccessToken(secret, claims, now, result.familyExpiresAt)),
    refreshToken: result.refreshToken,
    sessionId: result.familyId,
    refreshTokenExpiresAt: result.expiresAt,
    sessionExpiresAt: result.familyExpiresAt,
  }
}

/** SIGN_OUT: revokes the whole sign-in the token belongs to. Unknown tokens are ignored. */
export async function revokeSession(
  db: Db,
  refreshToken: string,
  clock: Clock = systemClock,
): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(refreshToken)))
  if (row) await revokeFamily(db, row.familyId, clock())
}

/**
 * Signs out every session of a user but `keepSessionId` (the one that made an email
 * change stays signed in; every other device has to sign in again).
 */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  clock: Clock = systemClock,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: clock() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keepSessionId),
        isNull(refreshTokens.revokedAt),
      ),
    )
}

/** The device (hashed id) a session signed in from, or null when it has none. */
export async function sessionDeviceHash(db: Db, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ deviceIdHash: refreshTokens.deviceIdHash })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, sessionId))
    .limit(1)
  return row?.deviceIdHash ?? null
}

/** Signs out every session of a user (e.g. after an email change is reverted). */
export async function revokeAllSessions(
  db: Db,
  userId: string,
  clock: Clock = systemClock,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: clock() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
}

async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

async function insertRefreshToken(
  db: Db,
  input: {
    userId: string
    familyId: string
    deviceIdHash: string | null
    deviceJkt: string
    familyExpiresAt: Date
    now: Date
  },
): Promise<{ id: string; refreshToken: string; expiresAt: Date }> {
  const id = crypto.randomUUID()
  const refreshToken = randomToken()
  const expiresAt = earliest(addSeconds(input.now, REFRESH_TOKEN_TTL_S), input.familyExpiresAt)
  await db.insert(refreshTokens).values({
    id,
    userId: input.userId,
    tokenHash: sha256Hex(refreshToken),
    familyId: input.familyId,
    deviceIdHash: input.deviceIdHash,
    deviceJkt: input.deviceJkt,
    createdAt: input.now,
    expiresAt,
    familyExpiresAt: input.familyExpiresAt,
  })
  return { id, refreshToken, expiresAt }
}

function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b
}

/** An access token for 15 minutes, or until the sign-in's absolute end if that comes first. */
async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  now: Date,
  familyExpiresAt: Date,
): Promise<{ accessToken: string; accessTokenExpiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  const expiresAt = Math.min(
    issuedAt + ACCESS_TOKEN_TTL_S,
    Math.floor(familyExpiresAt.getTime() / 1000),
  )
  const accessTokenExpiresAt = new Date(expiresAt * 1000)
  const accessToken = await new SignJWT({ sid: claims.sid, cnf: { jkt: claims.jkt } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await accessTokenKey(secret))
  return { accessToken, accessTokenExpiresAt }
}
