/**
 * UPDATE_EMAIL, the one email-change module. A change moves who owns the wallet, so
 * it takes three proofs, each from a different place:
 * 1. a click inside the frame, on a card naming both addresses (the frame records a
 *    grant for exactly this change; without it nothing is mailed);
 * 2. a code mailed to the current address (the owner asks);
 * 3. a code mailed to the new address (it is theirs too).
 * Codes typed on a host page alone never complete a change: step 1 happens only on
 * the secure origin. Every mail names the site that asked (checked against the
 * project's allowlist) and both addresses.
 *
 * No enumeration: whether the new address already has a wallet changes neither the
 * answers nor the work done. Step 2 then mails that address a warning instead of a
 * code, so the change can never complete.
 *
 * After the change every other session and device of the account is signed out, and
 * the old address gets a link that puts everything back (emailRevert.ts).
 */
import { OTP_TTL_S } from '@airlock/protocol'
import { and, eq, gt } from 'drizzle-orm'
import type {
  EmailOtpRequest,
  EmailPrimaryResponse,
  EmailSecondaryResponse,
  EmailUpdateApprovalRequest,
  EmailUpdateApprovalResponse,
  EmailUpdateRequest,
  EmailUpdateResponse,
} from '../../../shared/apiContract'
import { type ApprovalSubject, consumeApproval, grantApproval } from '../../approvals/approvals'
import { forgetAddressApprovals } from '../../auth/deviceApprovals'
import { forgetDevices } from '../../auth/devices'
import { createEmailRevert, EMAIL_REVERT_TTL_S, emailRevertLink } from '../../auth/emailReverts'
import { issueOtp, verifyOtp } from '../../auth/otp'
import { addSeconds } from '../../clock'
import { emailChanges } from '../../db/schema'
import { ServerError } from '../../errors'
import {
  addressTakenMail,
  changePrimaryCodeMail,
  changeSecondaryCodeMail,
  emailChangedMail,
} from '../../mail/emailChangeMails'
import { revokeOtherSessions, sessionDeviceHash } from '../../sessions/sessions'
import {
  type EmailUser,
  findUserByEmail,
  normalizeEmail,
  updateUserEmail,
  withEmail,
} from '../../users/users'
import type { ApiContext } from '../../wiring/apiContext'
import type { Authenticated } from '../login/session'
import { verifiedMailOrigin } from '../verifiedMailOrigin'

/**
 * The grant's method: not an RPC method, so no RPC call can record or consume it (the
 * RPC routes accept approval methods of the protocol's policy only).
 */
export const EMAIL_CHANGE_METHOD = 'airlock_updateEmail'

/**
 * What the click approved, bound exactly: this account moving from the address the card
 * showed to the new one, asked by this site. Not an RPC signature: no chain, params or
 * account; the account is the session's user.
 */
function changeSubject(user: EmailUser, newEmail: string, origin: string): ApprovalSubject {
  return { userId: user.id, method: EMAIL_CHANGE_METHOD, from: user.email, to: newEmail, origin }
}

/** The new address, refused when it is the current one (that says nothing about others). */
function newAddress(user: EmailUser, email: string): string {
  const newEmail = normalizeEmail(email)
  if (newEmail === user.email) throw new ServerError('SAME_EMAIL')
  return newEmail
}

/** Step 1a, called by the frame after the Approve click: a single-use grant for this change. */
export async function approveEmailChange(
  context: ApiContext,
  { user: account }: Authenticated,
  input: EmailUpdateApprovalRequest,
): Promise<EmailUpdateApprovalResponse> {
  // An account without an address (social sign-up) has nothing to change from.
  const user = withEmail(account)
  const origin = await verifiedMailOrigin(context, input)
  const newEmail = newAddress(user, input.email)
  const { approvalId } = await grantApproval(
    context.db,
    changeSubject(user, newEmail, origin),
    context.clock,
  )
  return { approvalId }
}

/** Step 1b: uses the grant up, then mails a code to the current address. */
export async function startEmailChange(
  context: ApiContext,
  { user: account }: Authenticated,
  input: EmailUpdateRequest,
): Promise<EmailUpdateResponse> {
  // An account without an address (social sign-up) has nothing to change from.
  const user = withEmail(account)
  const origin = await verifiedMailOrigin(context, input)
  const newEmail = newAddress(user, input.email)
  await consumeApproval(
    context.db,
    input.approvalId,
    changeSubject(user, newEmail, origin),
    context.clock,
  )
  const otp = await issueOtp(
    context.db,
    context.config.sessionSecret,
    { email: user.email, purpose: 'update_primary' },
    context.clock,
  )
  const now = context.clock()
  const pending = { newEmail, origin, primaryVerifiedAt: null, createdAt: now }
  await context.db
    .insert(emailChanges)
    .values({ userId: user.id, ...pending, expiresAt: otp.expiresAt })
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: { ...pending, expiresAt: otp.expiresAt },
    })
  await context.mailer.send(
    changePrimaryCodeMail({ origin, oldEmail: user.email, newEmail, code: otp.code }),
  )
  return { action: 'VERIFY_PRIMARY_OTP' }
}

/** The change in progress, started by the same site, or 'No email change in progress'. */
async function pendingChange(context: ApiContext, userId: string, origin: string) {
  const [change] = await context.db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        eq(emailChanges.origin, origin),
        gt(emailChanges.expiresAt, context.clock()),
      ),
    )
  if (!change) throw new ServerError('NO_EMAIL_CHANGE')
  return change
}

/**
 * Step 2: the current address's code; then a code to the new address, or, when that
 * address already has a wallet, a warning to it and no usable code. Both branches
 * issue a code (one cooldown, one write) and send one mail.
 */
export async function confirmEmailChangePrimary(
  context: ApiContext,
  { user: account }: Authenticated,
  input: EmailOtpRequest,
): Promise<EmailPrimaryResponse> {
  // An account without an address (social sign-up) has nothing to change from.
  const user = withEmail(account)
  const origin = await verifiedMailOrigin(context, input)
  const change = await pendingChange(context, user.id, origin)
  const secret = context.config.sessionSecret
  await verifyOtp(
    context.db,
    secret,
    { email: user.email, purpose: 'update_primary', code: input.otp },
    context.clock,
  )
  const taken = (await findUserByEmail(context.db, change.newEmail)) !== undefined
  const now = context.clock()
  await context.db
    .update(emailChanges)
    .set({ primaryVerifiedAt: now, expiresAt: addSeconds(now, OTP_TTL_S) })
    .where(eq(emailChanges.userId, user.id))
  const otp = await issueOtp(
    context.db,
    secret,
    { email: change.newEmail, purpose: 'update_secondary' },
    context.clock,
  )
  const mail = { origin, oldEmail: user.email, newEmail: change.newEmail }
  // The taken address's code is never sent anywhere: no one can type it.
  await context.mailer.send(
    taken ? addressTakenMail(mail) : changeSecondaryCodeMail({ ...mail, code: otp.code }),
  )
  return { action: 'VERIFY_SECONDARY_OTP' }
}

/**
 * Step 3: the new address's code moves the account. Every other session and device is
 * signed out, and the old address is told, with the link back.
 */
export async function confirmEmailChangeSecondary(
  context: ApiContext,
  { user: account, sessionId }: Authenticated,
  input: EmailOtpRequest,
): Promise<EmailSecondaryResponse> {
  // An account without an address (social sign-up) has nothing to change from.
  const user = withEmail(account)
  const origin = await verifiedMailOrigin(context, input)
  const change = await pendingChange(context, user.id, origin)
  if (change.primaryVerifiedAt === null) throw new ServerError('NO_EMAIL_CHANGE')
  await verifyOtp(
    context.db,
    context.config.sessionSecret,
    { email: change.newEmail, purpose: 'update_secondary', code: input.otp },
    context.clock,
  )
  const keepDevice = await sessionDeviceHash(context.db, sessionId)
  const { updated, revert } = await context.db.transaction(async (tx) => {
    const moved = await updateUserEmail(tx, user.id, change.newEmail)
    await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id))
    await revokeOtherSessions(tx, user.id, sessionId, context.clock)
    await forgetDevices(tx, user.id, keepDevice)
    // Approval links of either address, pending or approved, die too: no device gets a
    // code for the account again without a new link.
    await forgetAddressApprovals(tx, [user.email, moved.email])
    const link = await createEmailRevert(
      tx,
      { userId: user.id, oldEmail: user.email, newEmail: moved.email, origin },
      context.clock,
    )
    return { updated: moved, revert: link }
  })
  await context.mailer.send(
    emailChangedMail({
      origin,
      oldEmail: user.email,
      newEmail: updated.email,
      changedAt: context.clock(),
      revertLink: emailRevertLink(context.config.publicUrl, revert.token),
      validDays: EMAIL_REVERT_TTL_S / 86_400,
    }),
  )
  return { newEmail: updated.email }
}
