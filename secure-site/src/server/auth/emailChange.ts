/**
 * UPDATE_EMAIL: a code to the current address proves the owner asked
 * (VERIFY_PRIMARY_OTP), then a code to the new address proves it is theirs too
 * (VERIFY_SECONDARY_OTP), and only then the account moves. The pending new address
 * waits in email_changes between the steps, so any instance can serve the next one.
 *
 * Each step returns the code it issued; the route mails it (templates.otpMail).
 */
import { OTP_TTL_S } from '@airlock/protocol'
import { and, eq, gt } from 'drizzle-orm'
import { addSeconds, type Clock, systemClock } from '../clock'
import type { Db } from '../db/client'
import { emailChanges } from '../db/schema'
import { ServerError } from '../errors'
import { findUserByEmail, getUserById, normalizeEmail, updateUserEmail } from '../users/users'
import { issueOtp, verifyOtp } from './otp'

export interface CodeToMail {
  to: string
  code: string
}

/** Step 1: remembers the new address and issues a code to the current one. */
export async function startEmailChange(
  db: Db,
  secret: Uint8Array,
  input: { userId: string; newEmail: string },
  clock: Clock = systemClock,
): Promise<CodeToMail> {
  const newEmail = normalizeEmail(input.newEmail)
  const user = await getUserById(db, input.userId)
  if (!user) throw new ServerError('SESSION_EXPIRED')
  if (newEmail === user.email || (await findUserByEmail(db, newEmail))) {
    throw new ServerError('EMAIL_IN_USE')
  }
  const { code } = await issueOtp(
    db,
    secret,
    { email: user.email, purpose: 'update_primary' },
    clock,
  )
  const now = clock()
  const pending = {
    newEmail,
    primaryVerifiedAt: null,
    createdAt: now,
    expiresAt: addSeconds(now, OTP_TTL_S),
  }
  await db
    .insert(emailChanges)
    .values({ userId: user.id, ...pending })
    .onConflictDoUpdate({ target: emailChanges.userId, set: pending })
  return { to: user.email, code }
}

/** Step 2: checks the current address's code, then issues one to the new address. */
export async function confirmPrimaryEmail(
  db: Db,
  secret: Uint8Array,
  input: { userId: string; code: string },
  clock: Clock = systemClock,
): Promise<CodeToMail> {
  const { user, change } = await pendingChange(db, input.userId, clock)
  await verifyOtp(
    db,
    secret,
    { email: user.email, purpose: 'update_primary', code: input.code },
    clock,
  )
  const now = clock()
  await db
    .update(emailChanges)
    .set({ primaryVerifiedAt: now, expiresAt: addSeconds(now, OTP_TTL_S) })
    .where(eq(emailChanges.userId, user.id))
  const { code } = await issueOtp(
    db,
    secret,
    { email: change.newEmail, purpose: 'update_secondary' },
    clock,
  )
  return { to: change.newEmail, code }
}

/** Step 3: checks the new address's code and moves the account. */
export async function confirmSecondaryEmail(
  db: Db,
  secret: Uint8Array,
  input: { userId: string; code: string },
  clock: Clock = systemClock,
): Promise<{ newEmail: string }> {
  const { user, change } = await pendingChange(db, input.userId, clock)
  if (change.primaryVerifiedAt === null) throw new ServerError('NO_EMAIL_CHANGE')
  await verifyOtp(
    db,
    secret,
    { email: change.newEmail, purpose: 'update_secondary', code: input.code },
    clock,
  )
  const updated = await updateUserEmail(db, user.id, change.newEmail)
  await db.delete(emailChanges).where(eq(emailChanges.userId, user.id))
  return { newEmail: updated.email }
}

async function pendingChange(db: Db, userId: string, clock: Clock) {
  const user = await getUserById(db, userId)
  if (!user) throw new ServerError('SESSION_EXPIRED')
  const [change] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, clock())))
  if (!change) throw new ServerError('NO_EMAIL_CHANGE')
  return { user, change }
}
