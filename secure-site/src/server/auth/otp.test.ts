import { randomBytes } from 'node:crypto'
import { EMAIL_COOLDOWN_S, OTP_MAX_ATTEMPTS, OTP_TTL_S } from '@airlock/protocol'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { Clock } from '../clock'
import { emailOtps } from '../db/schema'
import { describeEachDb } from '../db/testing'
import { ServerError } from '../errors'
import { issueOtp, OtpMessages, verifyOtp } from './otp'

const secret = randomBytes(32)

/** A clock tests move by hand. */
function manualClock(start = new Date('2030-01-01T00:00:00Z')) {
  let now = start.getTime()
  const clock: Clock = () => new Date(now)
  return { clock, advance: (seconds: number) => (now += seconds * 1000) }
}

function wrong(code: string): string {
  return code === '000000' ? '111111' : '000000'
}

describeEachDb('otp', (getDb) => {
  it('issues a 6-digit code, stores only its hash, and accepts it once', async () => {
    const db = getDb()
    const { clock } = manualClock()
    const { code, email, expiresAt } = await issueOtp(
      db,
      secret,
      { email: 'One@Example.com', purpose: 'login' },
      clock,
    )
    expect(code).toMatch(/^\d{6}$/)
    expect(email).toBe('one@example.com')
    expect(expiresAt.getTime() - clock().getTime()).toBe(OTP_TTL_S * 1000)
    const rows = await db.select().from(emailOtps).where(eq(emailOtps.email, 'one@example.com'))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(code)

    await verifyOtp(db, secret, { email: 'one@example.com', purpose: 'login', code }, clock)
    await expect(
      verifyOtp(db, secret, { email: 'one@example.com', purpose: 'login', code }, clock),
    ).rejects.toThrow(OtpMessages.INVALID_CODE)
  })

  it('keeps purposes apart', async () => {
    const db = getDb()
    const { clock } = manualClock()
    const { code } = await issueOtp(
      db,
      secret,
      { email: 'two@example.com', purpose: 'update_primary' },
      clock,
    )
    await expect(
      verifyOtp(db, secret, { email: 'two@example.com', purpose: 'login', code }, clock),
    ).rejects.toThrow('Invalid code')
    await verifyOtp(
      db,
      secret,
      { email: 'two@example.com', purpose: 'update_primary', code },
      clock,
    )
  })

  it('enforces the cooldown with the remaining whole seconds, rounded up', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const request = { email: 'three@example.com', purpose: 'login' } as const
    await issueOtp(db, secret, request, clock)
    await expect(issueOtp(db, secret, request, clock)).rejects.toThrow(
      new RegExp(`^Please try again after ${EMAIL_COOLDOWN_S} seconds$`),
    )
    advance(10.2)
    const error = await issueOtp(db, secret, request, clock).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ServerError)
    expect((error as ServerError).message).toBe('Please try again after 20 seconds')
    expect((error as ServerError).retryAfterS).toBe(20)
    expect((error as ServerError).status).toBe(429)
    advance(19.7)
    await expect(issueOtp(db, secret, request, clock)).rejects.toThrow(
      /^Please try again after 1 seconds$/,
    )
    advance(0.1)
    await issueOtp(db, secret, request, clock)
  })

  it('lets only one of two simultaneous requests through', async () => {
    const db = getDb()
    const { clock } = manualClock()
    const request = { email: 'race@example.com', purpose: 'login' } as const
    const results = await Promise.allSettled([
      issueOtp(db, secret, request, clock),
      issueOtp(db, secret, request, clock),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })

  it('retires the older code when a new one is issued', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const request = { email: 'four@example.com', purpose: 'login' } as const
    const first = await issueOtp(db, secret, request, clock)
    advance(EMAIL_COOLDOWN_S)
    const second = await issueOtp(db, secret, request, clock)
    if (first.code !== second.code) {
      await expect(verifyOtp(db, secret, { ...request, code: first.code }, clock)).rejects.toThrow(
        'Invalid code',
      )
    }
    await verifyOtp(db, secret, { ...request, code: second.code }, clock)
  })

  it('expires after 10 minutes', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const request = { email: 'five@example.com', purpose: 'login' } as const
    const { code } = await issueOtp(db, secret, request, clock)
    advance(OTP_TTL_S)
    await expect(verifyOtp(db, secret, { ...request, code }, clock)).rejects.toThrow(
      /^Code expired$/,
    )
  })

  it('invalidates the code on the fifth wrong try', async () => {
    const db = getDb()
    const { clock } = manualClock()
    const request = { email: 'six@example.com', purpose: 'login' } as const
    const { code } = await issueOtp(db, secret, request, clock)
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      await expect(verifyOtp(db, secret, { ...request, code: wrong(code) }, clock)).rejects.toThrow(
        /^Invalid code$/,
      )
    }
    await expect(verifyOtp(db, secret, { ...request, code: wrong(code) }, clock)).rejects.toThrow(
      /^Too many attempts — request a new code$/,
    )
    // Even the right code no longer works.
    await expect(verifyOtp(db, secret, { ...request, code }, clock)).rejects.toThrow(
      OtpMessages.TOO_MANY_ATTEMPTS,
    )
  })

  it('counts parallel guesses exactly', async () => {
    const db = getDb()
    const { clock } = manualClock()
    const request = { email: 'seven@example.com', purpose: 'login' } as const
    const { code } = await issueOtp(db, secret, request, clock)
    const guesses = Array.from({ length: 8 }, () =>
      verifyOtp(db, secret, { ...request, code: wrong(code) }, clock).catch(
        (error: Error) => error.message,
      ),
    )
    const messages = await Promise.all(guesses)
    expect(messages.filter((message) => message === 'Invalid code')).toHaveLength(
      OTP_MAX_ATTEMPTS - 1,
    )
    const [row] = await db.select().from(emailOtps).where(eq(emailOtps.email, 'seven@example.com'))
    expect(row?.attempts).toBe(OTP_MAX_ATTEMPTS)
  })

  it('refuses codes hashed under another secret', async () => {
    const db = getDb()
    const { clock } = manualClock()
    const request = { email: 'eight@example.com', purpose: 'login' } as const
    const { code } = await issueOtp(db, secret, request, clock)
    await expect(verifyOtp(db, randomBytes(32), { ...request, code }, clock)).rejects.toThrow(
      'Invalid code',
    )
  })

  it('answers Invalid code when no code was ever issued', async () => {
    await expect(
      verifyOtp(getDb(), secret, { email: 'never@example.com', purpose: 'login', code: '123456' }),
    ).rejects.toThrow('Invalid code')
  })
})
