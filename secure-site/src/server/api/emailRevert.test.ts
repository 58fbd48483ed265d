import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { isKnownDevice } from '../auth/devices'
import { EMAIL_REVERT_TTL_S } from '../auth/emailReverts'
import { users } from '../db/schema'
import { describeEachDb } from '../db/testing'
import { findOrCreateUser, getUserById } from '../users/users'
import {
  approveEmailChange,
  confirmEmailChangePrimary,
  confirmEmailChangeSecondary,
  startEmailChange,
} from './emailChange'
import { previewEmailRevert, revertEmailChange } from './emailRevert'
import { authenticate } from './session'
import { bearer, ORIGIN, signInForTest, type TestApi, testContext } from './testing'

const PHONE = 'aaaaaaaa-0000-4000-8000-0000000000f1'
const LAPTOP = 'bbbbbbbb-0000-4000-8000-0000000000f2'
const site = { projectId: 'demo', origin: ORIGIN }

/** Signs `from` in on PHONE, moves it to `to`, and returns the link mailed to `from`. */
async function moved(t: TestApi, from: string, to: string) {
  const session = await signInForTest(t, from, PHONE)
  const { auth } = session
  const { approvalId } = await approveEmailChange(t.context, auth, { email: to, ...site })
  await startEmailChange(t.context, auth, { email: to, approvalId, ...site })
  await confirmEmailChangePrimary(t.context, auth, { otp: t.lastCode(from), ...site })
  await confirmEmailChangeSecondary(t.context, auth, { otp: t.lastCode(to), ...site })
  return { ...session, token: t.lastLinkToken(from) }
}

describeEachDb('email change revert link', (getDb) => {
  it('shows what it would do without doing it; the POST puts everything back once', async () => {
    const t = testContext(getDb())
    const laptop = await signInForTest(t, 'owner@example.com', LAPTOP)
    const phone = await moved(t, 'owner@example.com', 'intruder@example.com')
    const userId = phone.auth.user.id

    const preview = await previewEmailRevert(t.context, phone.token)
    expect(preview).toMatchObject({
      ok: true,
      oldEmail: 'owner@example.com',
      currentEmail: 'intruder@example.com',
      origin: ORIGIN,
    })
    // Looking changed nothing: the account and the session that moved it are as they were.
    await previewEmailRevert(t.context, phone.token)
    expect((await getUserById(t.context.db, userId))?.email).toBe('intruder@example.com')
    await authenticate(t.context, bearer(phone.tokens.accessToken))
    expect(await isKnownDevice(t.context.db, userId, PHONE)).toBe(true)
    // (The laptop was signed out by the change itself.)
    await expect(authenticate(t.context, bearer(laptop.tokens.accessToken))).rejects.toThrow(
      'Session Expired',
    )

    expect(await revertEmailChange(t.context, phone.token)).toEqual({ email: 'owner@example.com' })
    expect((await getUserById(t.context.db, userId))?.email).toBe('owner@example.com')
    // Everyone is signed out, the device that made the change too, and must be approved again.
    await expect(authenticate(t.context, bearer(phone.tokens.accessToken))).rejects.toThrow(
      'Session Expired',
    )
    expect(await isKnownDevice(t.context.db, userId, PHONE)).toBe(false)
    const told = t.mails.at(-1)
    expect(told?.to).toBe('intruder@example.com')
    expect(told?.subject).toBe('Your Airlock wallet was moved back to its old email')

    await expect(revertEmailChange(t.context, phone.token)).rejects.toThrow(
      'This link is invalid, was already used or has expired',
    )
    expect(await previewEmailRevert(t.context, phone.token)).toEqual({
      ok: false,
      message: 'This link is invalid, was already used or has expired',
    })
    // The wallet is the old one, on the old address: signing in finds it.
    const again = await signInForTest(t, 'owner@example.com', PHONE)
    expect(again.auth.user.id).toBe(userId)
  })

  it('works for 7 days and not after', async () => {
    const t = testContext(getDb())
    const early = await moved(t, 'week-a@example.com', 'week-b@example.com')
    const late = await moved(t, 'week-c@example.com', 'week-d@example.com')
    t.advance(EMAIL_REVERT_TTL_S - 120)
    await revertEmailChange(t.context, early.token)
    t.advance(120)
    expect((await previewEmailRevert(t.context, late.token)).ok).toBe(false)
    await expect(revertEmailChange(t.context, late.token)).rejects.toThrow(
      'This link is invalid, was already used or has expired',
    )
    expect((await getUserById(t.context.db, late.auth.user.id))?.email).toBe('week-d@example.com')
  })

  it('refuses while another wallet holds the old address, and stays usable', async () => {
    const t = testContext(getDb())
    const { tokens, token } = await moved(t, 'squat-a@example.com', 'squat-b@example.com')
    const squatter = await findOrCreateUser(t.context.db, 'squat-a@example.com')
    const taken =
      'The old address now belongs to another wallet, so this change cannot be undone by link'
    expect(await previewEmailRevert(t.context, token)).toEqual({ ok: false, message: taken })
    await expect(revertEmailChange(t.context, token)).rejects.toThrow(taken)
    // Refused as a whole: nobody was signed out.
    await authenticate(t.context, bearer(tokens.accessToken))
    await t.context.db.delete(users).where(eq(users.id, squatter.id))
    expect(await revertEmailChange(t.context, token)).toEqual({ email: 'squat-a@example.com' })
  })

  it('refuses unknown and malformed links', async () => {
    const t = testContext(getDb())
    for (const token of ['', 'x'.repeat(129), 'unknown-token'])
      await expect(revertEmailChange(t.context, token)).rejects.toThrow(
        'This link is invalid, was already used or has expired',
      )
  })
})
