import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { hashDeviceId } from '../auth/devices'
import type { Clock } from '../clock'
import { refreshTokens } from '../db/schema'
import { describeEachDb } from '../db/testing'
import { findOrCreateUser } from '../users/users'
import {
  ACCESS_TOKEN_TTL_S,
  createSession,
  REFRESH_TOKEN_TTL_S,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
  rotateRefreshToken,
  SESSION_LIFETIME_S,
  sessionDeviceHash,
  verifyAccessToken,
  verifySession,
} from './sessions'

/** The thumbprint of the device key these sessions are bound to. */
const KEY = 'test-device-key-thumbprint'

const secret = randomBytes(32)
const DEVICE = '00000000-0000-4000-8000-00000000000a'

function manualClock() {
  let now = Date.parse('2030-01-01T00:00:00Z')
  const clock: Clock = () => new Date(now)
  return { clock, advance: (seconds: number) => (now += seconds * 1000) }
}

describe('verifyAccessToken', () => {
  // Tokens are made and checked against one fixed clock: how long the machine takes
  // between the two changes nothing.
  const { clock } = manualClock()
  const now = Math.floor(clock().getTime() / 1000)
  const verify = (token: string) => verifyAccessToken(secret, token, clock)
  const sign = (
    claims: { nbf?: number; exp?: number; cnf?: { jkt: string } | null },
    key: Uint8Array = secret,
  ) =>
    new SignJWT({ sid: 's1', ...(claims.cnf === null ? {} : { cnf: claims.cnf ?? { jkt: KEY } }) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setIssuer('airlock-secure-site')
      .setAudience('airlock-frame')
      .setNotBefore(claims.nbf ?? now)
      .setExpirationTime(claims.exp ?? now + 60)
      .sign(key)

  it('says exactly why a token is refused', async () => {
    await expect(verify(await sign({ nbf: now + 600 }))).rejects.toThrow(
      /^JWT validation error: JWT Token is not yet valid$/,
    )
    await expect(verify(await sign({ exp: now - 1 }))).rejects.toThrow(/^Session Expired$/)
    await expect(verify(await sign({}, randomBytes(32)))).rejects.toThrow(/^Session Expired$/)
    await expect(verify('not.a.jwt')).rejects.toThrow(/^Session Expired$/)
    expect(await verify(await sign({}))).toEqual({ sub: 'u1', sid: 's1', jkt: KEY })
  })

  it('refuses a token bound to no device key (made before migration 0010) as not yet valid', async () => {
    // The SDK maps this message to 'Session Expired': the user signs in again.
    await expect(verify(await sign({ cnf: null }))).rejects.toThrow(
      /^JWT validation error: JWT Token is not yet valid$/,
    )
  })

  it('refuses an unsigned token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')
    const body = Buffer.from(JSON.stringify({ sub: 'u1', sid: 's1', exp: now + 60 })).toString(
      'base64url',
    )
    await expect(verify(`${header}.${body}.`)).rejects.toThrow('Session Expired')
  })
})

describeEachDb('sessions', (getDb) => {
  it('creates a session whose access token lasts 15 minutes', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const user = await findOrCreateUser(db, 'session-a@example.com')
    const session = await createSession(
      db,
      secret,
      { deviceKey: KEY, userId: user.id, deviceId: DEVICE },
      clock,
    )
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session.accessTokenExpiresAt.getTime() - clock().getTime()).toBe(
      ACCESS_TOKEN_TTL_S * 1000,
    )
    expect(session.refreshTokenExpiresAt.getTime() - clock().getTime()).toBe(
      REFRESH_TOKEN_TTL_S * 1000,
    )
    const verified = await verifySession(db, secret, session.accessToken, clock)
    expect(verified).toEqual({
      sub: user.id,
      sid: session.sessionId,
      jkt: KEY,
      user: { id: user.id, email: user.email, createdAt: user.createdAt },
      hit: null,
      proofFresh: true,
    })
    advance(ACCESS_TOKEN_TTL_S)
    await expect(verifyAccessToken(secret, session.accessToken, clock)).rejects.toThrow(
      'Session Expired',
    )
  })

  it('rotates refresh tokens, each usable once, in the same session', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'session-b@example.com')
    const first = await createSession(db, secret, {
      deviceKey: KEY,
      userId: user.id,
      deviceId: DEVICE,
    })
    const second = await rotateRefreshToken(db, secret, first.refreshToken, {
      deviceId: DEVICE,
      deviceKey: KEY,
    })
    expect(second.sessionId).toBe(first.sessionId)
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect((await verifyAccessToken(secret, second.accessToken)).sub).toBe(user.id)
    const third = await rotateRefreshToken(db, secret, second.refreshToken, { deviceKey: KEY })
    expect(third.sessionId).toBe(first.sessionId)
  })

  it('revokes the whole family when a rotated token is replayed', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'session-c@example.com')
    const first = await createSession(db, secret, { deviceKey: KEY, userId: user.id })
    const second = await rotateRefreshToken(db, secret, first.refreshToken, { deviceKey: KEY })
    await expect(
      rotateRefreshToken(db, secret, first.refreshToken, { deviceKey: KEY }),
    ).rejects.toThrow(/^Session Expired$/)
    // The thief's replay also killed the legitimate holder's newer token.
    await expect(
      rotateRefreshToken(db, secret, second.refreshToken, { deviceKey: KEY }),
    ).rejects.toThrow('Session Expired')
    await expect(verifySession(db, secret, second.accessToken)).rejects.toThrow('Session Expired')
  })

  it('refreshes only with the key the sign-in is bound to', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'session-key@example.com')
    const session = await createSession(db, secret, { deviceKey: KEY, userId: user.id })
    expect((await verifyAccessToken(secret, session.accessToken)).jkt).toBe(KEY)
    await expect(
      rotateRefreshToken(db, secret, session.refreshToken, { deviceKey: 'another-key' }),
    ).rejects.toThrow(/^Session is bound to another device$/)
    // Refused without being used up: the frame that holds the key still refreshes.
    const renewed = await rotateRefreshToken(db, secret, session.refreshToken, { deviceKey: KEY })
    expect((await verifyAccessToken(secret, renewed.accessToken)).jkt).toBe(KEY)
  })

  it('refuses the refresh token of a sign-in made before device keys (migration 0010)', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'session-old@example.com')
    const session = await createSession(db, secret, { deviceKey: KEY, userId: user.id })
    await db
      .update(refreshTokens)
      .set({ deviceJkt: null })
      .where(eq(refreshTokens.familyId, session.sessionId))
    await expect(
      rotateRefreshToken(db, secret, session.refreshToken, { deviceKey: KEY }),
    ).rejects.toThrow(/^Session Expired$/)
  })

  it('refuses an expired refresh token, an unknown one, and one from another device', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const user = await findOrCreateUser(db, 'session-d@example.com')
    const session = await createSession(
      db,
      secret,
      { deviceKey: KEY, userId: user.id, deviceId: DEVICE },
      clock,
    )
    await expect(
      rotateRefreshToken(
        db,
        secret,
        session.refreshToken,
        {
          deviceId: '00000000-0000-4000-8000-0000000000ff',
          deviceKey: KEY,
        },
        clock,
      ),
    ).rejects.toThrow('Session Expired')
    await expect(rotateRefreshToken(db, secret, 'nope', { deviceKey: KEY }, clock)).rejects.toThrow(
      'Session Expired',
    )
    advance(REFRESH_TOKEN_TTL_S)
    await expect(
      rotateRefreshToken(db, secret, session.refreshToken, { deviceKey: KEY }, clock),
    ).rejects.toThrow('Session Expired')
  })

  it('signs out: the refresh token dies and verifySession refuses the access token', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'session-e@example.com')
    const kept = await createSession(db, secret, { deviceKey: KEY, userId: user.id })
    const session = await createSession(db, secret, { deviceKey: KEY, userId: user.id })
    await revokeSession(db, session.refreshToken)
    await revokeSession(db, 'unknown-token')
    await expect(
      rotateRefreshToken(db, secret, session.refreshToken, { deviceKey: KEY }),
    ).rejects.toThrow('Session Expired')
    await expect(verifySession(db, secret, session.accessToken)).rejects.toThrow('Session Expired')
    // Another sign-in of the same user is untouched…
    await verifySession(db, secret, kept.accessToken)
    // …until every session is revoked.
    await revokeAllSessions(db, user.id)
    await expect(verifySession(db, secret, kept.accessToken)).rejects.toThrow('Session Expired')
  })

  it('signs out every other session of the user, keeping the one named', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'session-i@example.com')
    const stranger = await findOrCreateUser(db, 'session-j@example.com')
    const current = await createSession(db, secret, {
      deviceKey: KEY,
      userId: user.id,
      deviceId: DEVICE,
    })
    const other = await createSession(db, secret, { deviceKey: KEY, userId: user.id })
    const theirs = await createSession(db, secret, { deviceKey: KEY, userId: stranger.id })
    // Rotated once: the family, not the token, is what is kept.
    const rotated = await rotateRefreshToken(db, secret, current.refreshToken, { deviceKey: KEY })
    await revokeOtherSessions(db, user.id, current.sessionId)
    await verifySession(db, secret, rotated.accessToken)
    await rotateRefreshToken(db, secret, rotated.refreshToken, { deviceKey: KEY })
    await expect(verifySession(db, secret, other.accessToken)).rejects.toThrow('Session Expired')
    await expect(
      rotateRefreshToken(db, secret, other.refreshToken, { deviceKey: KEY }),
    ).rejects.toThrow('Session Expired')
    await verifySession(db, secret, theirs.accessToken)
    expect(await sessionDeviceHash(db, current.sessionId)).toBe(hashDeviceId(DEVICE))
    expect(await sessionDeviceHash(db, other.sessionId)).toBeNull()
  })

  it('ends a sign-in at its absolute lifetime however often it is refreshed (30 days by default)', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const start = clock().getTime()
    const user = await findOrCreateUser(db, 'session-g@example.com')
    const first = await createSession(
      db,
      secret,
      { deviceKey: KEY, userId: user.id, deviceId: DEVICE },
      clock,
    )
    expect(first.sessionExpiresAt.getTime() - start).toBe(SESSION_LIFETIME_S * 1000)
    // Refreshed every 6 days, always well within the refresh token's own 30 days…
    let current = first
    for (let day = 6; day < 30; day += 6) {
      advance(6 * 86_400)
      current = await rotateRefreshToken(
        db,
        secret,
        current.refreshToken,
        { deviceKey: KEY },
        clock,
      )
      expect(current.sessionExpiresAt).toEqual(first.sessionExpiresAt)
      // No token outlives the sign-in.
      expect(current.refreshTokenExpiresAt.getTime()).toBe(first.sessionExpiresAt.getTime())
    }
    // …day 24: the last access token stops at the absolute end, not 15 minutes later.
    advance(6 * 86_400 - ACCESS_TOKEN_TTL_S / 2)
    const late = await rotateRefreshToken(
      db,
      secret,
      current.refreshToken,
      { deviceKey: KEY },
      clock,
    )
    expect(late.accessTokenExpiresAt.getTime()).toBe(first.sessionExpiresAt.getTime())
    await verifySession(db, secret, late.accessToken, clock)
    // Day 30: the end. The refresh fails with 'Session Expired', the access token too.
    advance(ACCESS_TOKEN_TTL_S / 2)
    await expect(
      rotateRefreshToken(db, secret, late.refreshToken, { deviceKey: KEY }, clock),
    ).rejects.toThrow(/^Session Expired$/)
    await expect(verifySession(db, secret, late.accessToken, clock)).rejects.toThrow(
      /^Session Expired$/,
    )
  })

  it('takes a configured lifetime, and refuses a refresh one second after its end', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const user = await findOrCreateUser(db, 'session-h@example.com')
    const lifetimeS = 2 * 86_400
    const session = await createSession(
      db,
      secret,
      { deviceKey: KEY, userId: user.id, lifetimeS },
      clock,
    )
    expect(session.sessionExpiresAt.getTime() - clock().getTime()).toBe(lifetimeS * 1000)
    expect(session.refreshTokenExpiresAt).toEqual(session.sessionExpiresAt)
    advance(lifetimeS - 1)
    const renewed = await rotateRefreshToken(
      db,
      secret,
      session.refreshToken,
      { deviceKey: KEY },
      clock,
    )
    // One second left: the new access token lasts one second.
    expect(renewed.accessTokenExpiresAt.getTime() - clock().getTime()).toBe(1000)
    advance(2)
    await expect(
      rotateRefreshToken(db, secret, renewed.refreshToken, { deviceKey: KEY }, clock),
    ).rejects.toThrow('Session Expired')
  })

  it('lets only one of two racing rotations win', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'session-f@example.com')
    const session = await createSession(db, secret, { deviceKey: KEY, userId: user.id })
    const results = await Promise.allSettled([
      rotateRefreshToken(db, secret, session.refreshToken, { deviceKey: KEY }),
      rotateRefreshToken(db, secret, session.refreshToken, { deviceKey: KEY }),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })
})
