/**
 * One-time email codes: 6 digits, 10 minutes, single use, 5 wrong tries. Codes are
 * stored only as an HMAC keyed by the session secret (see crypto/tokens.ts); a new
 * code retires older ones for the same email and purpose.
 *
 * Cooldown: one code per email and purpose every EMAIL_COOLDOWN_S seconds, enforced
 * here for every instance at once (the check and the insert share a transaction and
 * an advisory lock on the address).
 */
import { randomInt } from 'node:crypto'
import { EMAIL_COOLDOWN_S, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_S } from '@airlock/protocol'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { addSeconds, type Clock, systemClock } from '../clock'
import { digestsEqual, hmacHex } from '../crypto/tokens'
import type { Db } from '../db/client'
import { emailOtps, type OtpPurpose } from '../db/schema'
import { ServerError, ServerMessages } from '../errors'
import { normalizeEmail } from '../users/users'

export type { OtpPurpose }

/** The exact messages of each OTP outcome, shared by the frame UI and the tests. */
export const OtpMessages = {
  INVALID_CODE: ServerMessages.INVALID_CODE,
  CODE_EXPIRED: ServerMessages.CODE_EXPIRED,
  TOO_MANY_ATTEMPTS: ServerMessages.TOO_MANY_ATTEMPTS,
  COOLDOWN: ServerMessages.EMAIL_COOLDOWN,
} as const

export interface OtpRequest {
  email: string
  purpose: OtpPurpose
}

export interface IssuedOtp {
  /** The plain code, to be mailed and then forgotten. */
  code: string
  email: string
  expiresAt: Date
}

function hashCode(secret: Uint8Array, request: OtpRequest, code: string): string {
  return hmacHex(secret, 'airlock-otp', `${request.email}\0${request.purpose}\0${code}`)
}

/**
 * Serialises the mail issuers of one address and purpose across instances; call inside
 * a transaction (the lock lasts until it ends). Other addresses run freely.
 */
export async function lockAddress(tx: Db, request: OtpRequest): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`airlock-otp:${request.email}:${request.purpose}`}))`,
  )
}

/**
 * Retires the open codes of this address and purpose and stores a fresh one, with no
 * cooldown check: for callers that hold lockAddress and checked their own cooldown.
 */
export async function storeOtp(
  tx: Db,
  secret: Uint8Array,
  request: OtpRequest,
  now: Date,
): Promise<IssuedOtp> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
  const expiresAt = addSeconds(now, OTP_TTL_S)
  await tx
    .update(emailOtps)
    .set({ consumedAt: now })
    .where(
      and(
        eq(emailOtps.email, request.email),
        eq(emailOtps.purpose, request.purpose),
        isNull(emailOtps.consumedAt),
      ),
    )
  await tx.insert(emailOtps).values({
    email: request.email,
    purpose: request.purpose,
    codeHash: hashCode(secret, request, code),
    expiresAt,
    createdAt: now,
  })
  return { code, email: request.email, expiresAt }
}

/**
 * Issues a fresh code for `email` and `purpose`, or throws ServerError
 * 'Please try again after N seconds' while the previous one is younger than the cooldown.
 */
export async function issueOtp(
  db: Db,
  secret: Uint8Array,
  input: OtpRequest,
  clock: Clock = systemClock,
): Promise<IssuedOtp> {
  const request = { email: normalizeEmail(input.email), purpose: input.purpose }
  const now = clock()
  return db.transaction(async (tx) => {
    await lockAddress(tx, request)
    const [latest] = await tx
      .select({ createdAt: emailOtps.createdAt })
      .from(emailOtps)
      .where(and(eq(emailOtps.email, request.email), eq(emailOtps.purpose, request.purpose)))
      .orderBy(desc(emailOtps.createdAt))
      .limit(1)
    if (latest) {
      const remainingMs = latest.createdAt.getTime() + EMAIL_COOLDOWN_S * 1000 - now.getTime()
      if (remainingMs > 0) {
        throw new ServerError('EMAIL_COOLDOWN', {
          values: { seconds: Math.max(1, Math.ceil(remainingMs / 1000)) },
        })
      }
    }
    return storeOtp(tx, secret, request, now)
  })
}

type Outcome = 'ok' | 'INVALID_CODE' | 'CODE_EXPIRED' | 'TOO_MANY_ATTEMPTS'

/**
 * Consumes the current code for `email` and `purpose` when `code` matches. Otherwise
 * throws ServerError 'Invalid code', 'Code expired' or 'Too many attempts — request a
 * new code' (also on the wrong try that used up the last attempt).
 */
export async function verifyOtp(
  db: Db,
  secret: Uint8Array,
  input: OtpRequest & { code: string },
  clock: Clock = systemClock,
): Promise<void> {
  const request = { email: normalizeEmail(input.email), purpose: input.purpose }
  const now = clock()
  // The transaction commits the attempt count even when the code is wrong, so the
  // error is thrown after it, not inside it (which would roll the count back).
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [otp] = await tx
      .select()
      .from(emailOtps)
      .where(and(eq(emailOtps.email, request.email), eq(emailOtps.purpose, request.purpose)))
      .orderBy(desc(emailOtps.createdAt))
      .limit(1)
      // Row lock: parallel guesses queue up, so 5 attempts means 5.
      .for('update')
    if (!otp) return 'INVALID_CODE'
    if (otp.attempts >= OTP_MAX_ATTEMPTS) return 'TOO_MANY_ATTEMPTS'
    if (otp.consumedAt !== null) return 'INVALID_CODE'
    if (otp.expiresAt.getTime() <= now.getTime()) return 'CODE_EXPIRED'

    const candidate = /^\d+$/.test(input.code) ? input.code : ''
    if (digestsEqual(hashCode(secret, request, candidate), otp.codeHash)) {
      await tx.update(emailOtps).set({ consumedAt: now }).where(eq(emailOtps.id, otp.id))
      return 'ok'
    }
    const attempts = otp.attempts + 1
    const exhausted = attempts >= OTP_MAX_ATTEMPTS
    await tx
      .update(emailOtps)
      .set({ attempts, ...(exhausted ? { consumedAt: now } : {}) })
      .where(eq(emailOtps.id, otp.id))
    return exhausted ? 'TOO_MANY_ATTEMPTS' : 'INVALID_CODE'
  })
  if (outcome !== 'ok') throw new ServerError(outcome)
}
