/**
 * The link mailed to the old address after an email change. Opening it (GET, which
 * mail scanners do) only shows what it would do; the page's button POSTs, and only
 * then is the account moved back to the old address, every session signed out and
 * every device forgotten: whoever moved it away has nothing left.
 */

import { eq } from 'drizzle-orm'
import { forgetAddressApprovals } from '../../auth/deviceApprovals'
import { forgetDevices } from '../../auth/devices'
import { readEmailRevert, retireLaterReverts, useEmailRevert } from '../../auth/emailReverts'
import { emailChanges } from '../../db/schema'
import { ServerError } from '../../errors'
import { emailRevertedMail } from '../../mail/emailChangeMails'
import { revokeAllSessions } from '../../sessions/sessions'
import { forgetIdentitiesLinkedSince } from '../../social/socialIdentities'
import { findUserByEmail, getUserById, updateUserEmail } from '../../users/users'
import type { ApiContext } from '../../wiring/apiContext'
import { countRequest } from '../requestLimits'

export type EmailRevertPreview =
  | {
      ok: true
      oldEmail: string
      /** The address the account has now (the change may have been followed by others). */
      currentEmail: string
      origin: string
      changedAt: Date
      expiresAt: Date
    }
  | { ok: false; message: string }

/**
 * What the revert page shows on GET. Changes nothing but the client's rate-limit count
 * (throws 'Too many requests…' past it).
 */
export async function previewEmailRevert(
  context: Pick<ApiContext, 'db' | 'clock' | 'config'>,
  token: string,
  client: string,
): Promise<EmailRevertPreview> {
  await countRequest(context, 'revertLinksPerIp', client)
  const link = await readEmailRevert(context.db, token, context.clock)
  if (link.state !== 'valid') return { ok: false, message: invalidLink().message }
  const user = await getUserById(context.db, link.userId)
  if (!user?.email) return { ok: false, message: invalidLink().message }
  const holder = await findUserByEmail(context.db, link.oldEmail)
  if (holder && holder.id !== user.id)
    return { ok: false, message: new ServerError('REVERT_ADDRESS_TAKEN').message }
  return {
    ok: true,
    oldEmail: link.oldEmail,
    currentEmail: user.email,
    origin: link.origin,
    changedAt: link.createdAt,
    expiresAt: link.expiresAt,
  }
}

const invalidLink = () => new ServerError('INVALID_REVERT_LINK')

/**
 * The button's POST: uses the link up, moves the account back, retires the links of
 * the changes made after it, drops the sign-in methods linked since the change, signs
 * every session out and forgets every device, then tells the address the account left. Throws
 * 'This link is invalid, was already used or has expired', or 'The old address now
 * belongs to another wallet…' (the link then stays unused), or 'Too many requests…' for a
 * client past its limit.
 */
export async function revertEmailChange(
  context: ApiContext,
  token: string,
  client: string,
): Promise<{ email: string }> {
  await countRequest(context, 'revertLinksPerIp', client)
  const { left, restored } = await context.db.transaction(async (tx) => {
    const link = await useEmailRevert(tx, token, context.clock)
    const user = await getUserById(tx, link.userId)
    if (!user?.email) throw invalidLink()
    const holder = await findUserByEmail(tx, link.oldEmail)
    if (holder && holder.id !== user.id) throw new ServerError('REVERT_ADDRESS_TAKEN')
    const moved = await updateUserEmail(tx, user.id, link.oldEmail)
    // The links of later changes (mailed to addresses the account passed through since) die.
    await retireLaterReverts(tx, user.id, link.createdAt, context.clock)
    // Identities joined since the change (an intruder's Google by the address they set) go too.
    await forgetIdentitiesLinkedSince(tx, user.id, link.createdAt)
    await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id))
    await revokeAllSessions(tx, user.id, context.clock)
    await forgetDevices(tx, user.id)
    await forgetAddressApprovals(tx, [user.email, moved.email])
    return { left: user.email, restored: moved.email }
  })
  if (left !== restored) {
    await context.mailer.send(
      emailRevertedMail({
        to: left,
        oldEmail: restored,
        site: context.config.publicUrl,
        revertedAt: context.clock(),
      }),
    )
  }
  return { email: restored }
}
