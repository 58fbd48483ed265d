/**
 * The way back from an email change: after a change, the old address gets a link that
 * puts the account back on it. The link works once, for EMAIL_REVERT_TTL_S, and only
 * on the secure origin; the token is stored as SHA-256 only (256 random bits).
 *
 * Reading a link (the page a mail scanner may open) never uses it up: only
 * useEmailRevert does, in one statement, so two clicks cannot both succeed.
 */
import { and, eq, gt, gte, isNull } from 'drizzle-orm'
import { addSeconds, type Clock, systemClock } from '../clock'
import { randomToken, sha256Hex } from '../crypto/tokens'
import type { Db } from '../db/client'
import { emailReverts } from '../db/schema'
import { ServerError } from '../errors'

export const EMAIL_REVERT_TTL_S = 7 * 24 * 60 * 60
export const EMAIL_REVERT_PATH = '/email/revert'

export interface EmailRevert {
  userId: string
  oldEmail: string
  newEmail: string
  /** The site that asked for the change being undone. */
  origin: string
  createdAt: Date
  expiresAt: Date
}

export type EmailRevertState =
  | ({ state: 'valid' } & EmailRevert)
  | ({ state: 'used' | 'expired' } & EmailRevert)
  | { state: 'unknown' }

/** Records the way back from `oldEmail`; returns the token for the mailed link. */
export async function createEmailRevert(
  db: Db,
  input: { userId: string; oldEmail: string; newEmail: string; origin: string },
  clock: Clock = systemClock,
): Promise<{ token: string; expiresAt: Date }> {
  const now = clock()
  const token = randomToken()
  const expiresAt = addSeconds(now, EMAIL_REVERT_TTL_S)
  await db
    .insert(emailReverts)
    .values({ ...input, tokenHash: sha256Hex(token), createdAt: now, expiresAt })
  return { token, expiresAt }
}

/** `${publicUrl}/email/revert?token=…`: a page of the secure site itself. */
export function emailRevertLink(publicUrl: string, token: string): string {
  const url = new URL(EMAIL_REVERT_PATH, publicUrl)
  url.searchParams.set('token', token)
  return url.toString()
}

/** What a stored link undoes, without its token hash and use. */
function revertOf(row: typeof emailReverts.$inferSelect): EmailRevert {
  const { userId, oldEmail, newEmail, origin, createdAt, expiresAt } = row
  return { userId, oldEmail, newEmail, origin, createdAt, expiresAt }
}

const plausible = (token: string) => token.length > 0 && token.length <= 128

/** What the link would do, without doing it. */
export async function readEmailRevert(
  db: Db,
  token: string,
  clock: Clock = systemClock,
): Promise<EmailRevertState> {
  if (!plausible(token)) return { state: 'unknown' }
  const [row] = await db
    .select()
    .from(emailReverts)
    .where(eq(emailReverts.tokenHash, sha256Hex(token)))
  if (!row) return { state: 'unknown' }
  const revert = revertOf(row)
  if (row.usedAt !== null) return { state: 'used', ...revert }
  if (row.expiresAt.getTime() <= clock().getTime()) return { state: 'expired', ...revert }
  return { state: 'valid', ...revert }
}

/**
 * Uses the link up and returns what it undoes; throws ServerError 'This link is
 * invalid, was already used or has expired' otherwise. Run it inside the transaction
 * that moves the account back, so a failed move leaves the link usable.
 */
export async function useEmailRevert(
  db: Db,
  token: string,
  clock: Clock = systemClock,
): Promise<EmailRevert> {
  if (!plausible(token)) throw new ServerError('INVALID_REVERT_LINK')
  const now = clock()
  const [row] = await db
    .update(emailReverts)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailReverts.tokenHash, sha256Hex(token)),
        isNull(emailReverts.usedAt),
        gt(emailReverts.expiresAt, now),
      ),
    )
    .returning()
  if (!row) throw new ServerError('INVALID_REVERT_LINK')
  return revertOf(row)
}

/**
 * Retires the user's open links made after `since` (the changes that followed the one
 * being undone), so whoever made them cannot move the account again once its owner
 * has taken it back. Older links stay: the owner's own link always outranks the ones
 * an intruder's later changes mailed to the intruder. Run in the revert's transaction.
 */
export async function retireLaterReverts(
  db: Db,
  userId: string,
  since: Date,
  clock: Clock = systemClock,
): Promise<number> {
  const retired = await db
    .update(emailReverts)
    .set({ usedAt: clock() })
    .where(
      and(
        eq(emailReverts.userId, userId),
        isNull(emailReverts.usedAt),
        gte(emailReverts.createdAt, since),
      ),
    )
    .returning({ id: emailReverts.id })
  return retired.length
}
