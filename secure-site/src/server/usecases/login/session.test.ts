import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { expect, it } from 'vitest'
import { rateLimits, refreshTokens, users } from '../../db/schema'
import { describeEachDb } from '../../db/testing'
import { ServerError } from '../../errors'
import { TEST_DEVICE_JKT } from '../../http/deviceProof.testing'
import { bearer, signInForTest, testContext } from '../../wiring/testing'
import { authenticate, signOut } from './session'

const PHONE = 'aaaaaaaa-0000-4000-8000-000000000001'
const TIGHT = { rpcPerSession: { limit: 2, windowS: 60 } }

function tightContext(db: Parameters<typeof testContext>[0]) {
  const t = testContext(db)
  t.context.config = {
    ...t.context.config,
    rateLimits: { ...t.context.config.rateLimits, ...TIGHT },
  }
  return t
}

async function counted(t: ReturnType<typeof testContext>, sessionId: string) {
  const [row] = await t.context.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, `rpcPerSession:${sessionId}`))
  return row?.count ?? 0
}

describeEachDb('authenticate with a per-session limit', (getDb) => {
  it('counts each request in the session check, and refuses past the limit with 429', async () => {
    const t = tightContext(getDb())
    const tokens = await signInForTest(t, 'ada@example.com', PHONE)
    const first = await authenticate(t.context, bearer(tokens.accessToken), 'rpcPerSession')
    expect(first.user.email).toBe('ada@example.com')
    expect(first.user.createdAt).toBeInstanceOf(Date)
    await authenticate(t.context, bearer(tokens.accessToken), 'rpcPerSession')
    expect(await counted(t, first.sessionId)).toBe(2)

    t.advance(10)
    const refused = await authenticate(
      t.context,
      bearer(tokens.accessToken),
      'rpcPerSession',
    ).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ServerError)
    expect((refused as ServerError).status).toBe(429)
    // The window of the start of the minute: 2030-01-01T00:00:00Z, now 10 s in.
    expect((refused as ServerError).message).toBe('Too many requests, try again in 50 seconds')
    // Without a limit, the same session still authenticates, and counts nothing.
    await authenticate(t.context, bearer(tokens.accessToken))
    expect(await counted(t, first.sessionId)).toBe(3)

    t.advance(60)
    await authenticate(t.context, bearer(tokens.accessToken), 'rpcPerSession')
    expect(await counted(t, first.sessionId)).toBe(1)
  })

  it('refuses a signed-out session and counts nothing against it', async () => {
    const t = tightContext(getDb())
    const tokens = await signInForTest(t, 'bob@example.com', PHONE)
    const { sessionId } = await authenticate(t.context, bearer(tokens.accessToken))
    await signOut(t.context, { refreshToken: tokens.refreshToken })
    for (let i = 0; i < 3; i++) {
      await expect(
        authenticate(t.context, bearer(tokens.accessToken), 'rpcPerSession'),
      ).rejects.toThrow('Session Expired')
    }
    expect(await counted(t, sessionId)).toBe(0)
  })

  it('refuses a session past its absolute end, and one whose user is gone', async () => {
    const t = tightContext(getDb())
    const tokens = await signInForTest(t, 'cy@example.com', PHONE)
    const { sessionId, user } = await authenticate(t.context, bearer(tokens.accessToken))
    await t.context.db
      .update(refreshTokens)
      .set({ familyExpiresAt: t.context.clock() })
      .where(eq(refreshTokens.familyId, sessionId))
    await expect(
      authenticate(t.context, bearer(tokens.accessToken), 'rpcPerSession'),
    ).rejects.toThrow('Session Expired')
    expect(await counted(t, sessionId)).toBe(0)

    const other = await signInForTest(t, 'dee@example.com', PHONE)
    const auth = await authenticate(t.context, bearer(other.accessToken))
    expect(auth.user.id).not.toBe(user.id)
    await t.context.db.delete(users).where(eq(users.id, auth.user.id))
    await expect(authenticate(t.context, bearer(other.accessToken))).rejects.toThrow(
      'Session Expired',
    )
  })

  it("refuses a validly signed token that pairs a user with another user's session", async () => {
    // Only a holder of the session secret could mint one; the check holds even then.
    const t = tightContext(getDb())
    const eve = await signInForTest(t, 'eve@example.com', PHONE)
    const fay = await signInForTest(t, 'fay@example.com', PHONE)
    const eveAuth = await authenticate(t.context, bearer(eve.accessToken))
    const fayAuth = await authenticate(t.context, bearer(fay.accessToken))
    const now = Math.floor(t.context.clock().getTime() / 1000)
    const crossed = await new SignJWT({ sid: fayAuth.sessionId, cnf: { jkt: TEST_DEVICE_JKT } })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(eveAuth.user.id)
      .setIssuer('airlock-secure-site')
      .setAudience('airlock-frame')
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + 60)
      .sign(t.context.config.sessionSecret)
    await expect(authenticate(t.context, bearer(crossed), 'rpcPerSession')).rejects.toThrow(
      'Session Expired',
    )
    expect(await counted(t, fayAuth.sessionId)).toBe(0)
  })
})
