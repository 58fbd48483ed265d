/**
 * UPDATE_EMAIL in two codes: one to the current address (it is the owner asking), then
 * one to the new address (they can receive there). The pending new address waits in
 * email_changes between the two; it expires with the codes.
 */
import { OTP_TTL_S } from '@airlock/protocol'
import { and, eq, gt, isNotNull } from 'drizzle-orm'
import { issueOtp, verifyOtp } from '../auth/otp'
import { addSeconds } from '../clock'
import { emailChanges } from '../db/schema'
import { ServerError } from '../errors'
import { otpMail } from '../mail/templates'
import { findUserByEmail, normalizeEmail, updateUserEmail } from '../users/users'
import type { ApiContext } from './context'
import type { EmailPrimaryResponse, EmailSecondaryResponse, EmailUpdateResponse } from './contract'
import type { Authenticated } from './session'

export async function startEmailChange(
  context: ApiContext,
  { user }: Authenticated,
  input: { email: string },
): Promise<EmailUpdateResponse> {
  const newEmail = normalizeEmail(input.email)
  const owner = await findUserByEmail(context.db, newEmail)
  if (owner) throw new ServerError('EMAIL_IN_USE')
  const now = context.clock()
  const expiresAt = addSeconds(now, OTP_TTL_S)
  await context.db
    .insert(emailChanges)
    .values({ userId: user.id, newEmail, createdAt: now, expiresAt })
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: { newEmail, primaryVerifiedAt: null, createdAt: now, expiresAt },
    })
  const otp = await issueOtp(
    context.db,
    context.config.sessionSecret,
    { email: user.email, purpose: 'update_primary' },
    context.clock,
  )
  await context.mailer.send(otpMail({ to: user.email, code: otp.code, purpose: 'update_primary' }))
  return { action: 'VERIFY_PRIMARY_OTP' }
}

async function pendingChange(context: ApiContext, userId: string, primaryVerified: boolean) {
  const [change] = await context.db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        gt(emailChanges.expiresAt, context.clock()),
        ...(primaryVerified ? [isNotNull(emailChanges.primaryVerifiedAt)] : []),
      ),
    )
  if (!change) throw new ServerError('NO_EMAIL_CHANGE')
  return change
}

export async function confirmEmailChangePrimary(
  context: ApiContext,
  { user }: Authenticated,
  input: { otp: string },
): Promise<EmailPrimaryResponse> {
  const change = await pendingChange(context, user.id, false)
  const secret = context.config.sessionSecret
  await verifyOtp(
    context.db,
    secret,
    { email: user.email, purpose: 'update_primary', code: input.otp },
    context.clock,
  )
  await context.db
    .update(emailChanges)
    .set({ primaryVerifiedAt: context.clock() })
    .where(eq(emailChanges.userId, user.id))
  const otp = await issueOtp(
    context.db,
    secret,
    { email: change.newEmail, purpose: 'update_secondary' },
    context.clock,
  )
  await context.mailer.send(
    otpMail({ to: change.newEmail, code: otp.code, purpose: 'update_secondary' }),
  )
  return { action: 'VERIFY_SECONDARY_OTP' }
}

export async function confirmEmailChangeSecondary(
  context: ApiContext,
  { user }: Authenticated,
  input: { otp: string },
): Promise<EmailSecondaryResponse> {
  const change = await pendingChange(context, user.id, true)
  await verifyOtp(
    context.db,
    context.config.sessionSecret,
    { email: change.newEmail, purpose: 'update_secondary', code: input.otp },
    context.clock,
  )
  const updated = await updateUserEmail(context.db, user.id, change.newEmail)
  await context.db.delete(emailChanges).where(eq(emailChanges.userId, user.id))
  return { newEmail: updated.email }
}
