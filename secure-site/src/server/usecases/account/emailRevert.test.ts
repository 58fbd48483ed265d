import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { isKnownDevice } from '../../auth/devices'
import { EMAIL_REVERT_TTL_S } from '../../auth/emailReverts'
import { users } from '../../db/schema'
import { describeEachDb } from '../../db/testing'
import { DEFAULT_RATE_LIMITS } from '../../ratelimit/limits'
import { findOrCreateUser, getUserById } from '../../users/users'
import {
  bearer,
  signedInForTest,
  TEST_META,
  TEST_ORIGIN,
  type TestApi,
  testContext,
} from '../../wiring/testing'
import { authenticate } from '../login/session'
import {
  approveEmailChange,
  confirmEmailChangePrimary,
  confirmEmailChangeSecondary,
  startEmailChange,
} from './emailChange'
import { previewEmailRevert, revertEmailChange } from './emailRevert'

const PHONE = 'aaaaaaaa-0000-4000-8000-0000000000f1'
const LAPTOP = 'bbbbbbbb-0000-4000-8000-0000000000f2'
const site = { projectId: 'demo', origin: TEST_ORIGIN }
const CLIENT = TEST_META.client

/** Signs `from` in on PHONE, moves it to `to`, and returns the link mailed to `from`. */
async function moved(t: TestApi, from: string, to: string) {
  t.advance(31) // past the login cooldown, should `from` have signed in just before
  const session = await signedInForTest(t, from, PHONE)
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
    const laptop = await signedInForTest(t, 'owner@example.com', LAPTOP)
    const phone = await moved(t, 'owner@example.com', 'intruder@example.com')
    const userId = phone.auth.user.id

    const preview = await previewEmailRevert(t.context, phone.token, CLIENT)
    expect(preview).toMatchObject({
      ok: true,
      oldEmail: 'owner@example.com',
      currentEmail: 'intruder@example.com',
      origin: TEST_ORIGIN,
    })
    // Looking changed nothing: the account and the session that moved it are as they were.
    await previewEmailRevert(t.context, phone.token, CLIENT)
    expect((await getUserById(t.context.db, userId))?.email).toBe('intruder@example.com')
    await authenticate(t.context, bearer(phone.tokens.accessToken))
    expect(await isKnownDevice(t.context.db, userId, PHONE)).toBe(true)
    // (The laptop was signed out by the change itself.)
    await expect(authenticate(t.context, bearer(laptop.tokens.accessToken))).rejects.toThrow(
      'Session Expired',
    )

    expect(await revertEmailChange(t.context, phone.token, CLIENT)).toEqual({
      email: 'owner@example.com',
    })
    expect((await getUserById(t.context.db, userId))?.email).toBe('owner@example.com')
    // Everyone is signed out, the device that made the change too, and must be approved again.
    await expect(authenticate(t.context, bearer(phone.tokens.accessToken))).rejects.toThrow(
      'Session Expired',
    )
    expect(await isKnownDevice(t.context.db, userId, PHONE)).toBe(false)
    const told = t.mails.at(-1)
    expect(told?.to).toBe('intruder@example.com')
    expect(told?.subject).toBe('Your Airlock wallet was moved back to its old email')

    await expect(revertEmailChange(t.context, phone.token, CLIENT)).rejects.toThrow(
      'This link is invalid, was already used or has expired',
    )
    expect(await previewEmailRevert(t.context, phone.token, CLIENT)).toEqual({
      ok: false,
      message: 'This link is invalid, was already used or has expired',
    })
    // The wallet is the old one, on the old address: signing in finds it.
    t.advance(31)
    const again = await signedInForTest(t, 'owner@example.com', PHONE)
    expect(again.auth.user.id).toBe(userId)
  })

  it('an intruder who moved the account on again cannot take it back after its owner did', async () => {
    const t = testContext(getDb())
    const first = await moved(t, 'chain-owner@example.com', 'chain-intruder@example.com')
    t.advance(120) // past the cooldown between changes
    const second = await moved(t, 'chain-intruder@example.com', 'chain-other@example.com')
    const userId = first.auth.user.id

    // The owner's link (mailed to owner@) undoes the whole chain…
    expect(await revertEmailChange(t.context, first.token, CLIENT)).toEqual({
      email: 'chain-owner@example.com',
    })
    // …and the link the second change mailed to the intruder's address died with it.
    await expect(revertEmailChange(t.context, second.token, CLIENT)).rejects.toThrow(
      'This link is invalid, was already used or has expired',
    )
    expect(await previewEmailRevert(t.context, second.token, CLIENT)).toEqual({
      ok: false,
      message: 'This link is invalid, was already used or has expired',
    })
    expect((await getUserById(t.context.db, userId))?.email).toBe('chain-owner@example.com')
  })

  it("a later change's link used first leaves the owner's older link working", async () => {
    const t = testContext(getDb())
    const first = await moved(t, 'back-owner@example.com', 'back-intruder@example.com')
    t.advance(120) // past the cooldown between changes
    const second = await moved(t, 'back-intruder@example.com', 'back-other@example.com')
    const userId = first.auth.user.id

    // The intruder takes the account back to the address they hold…
    expect(await revertEmailChange(t.context, second.token, CLIENT)).toEqual({
      email: 'back-intruder@example.com',
    })
    // …and the owner's link still brings it home.
    expect(await revertEmailChange(t.context, first.token, CLIENT)).toEqual({
      email: 'back-owner@example.com',
    })
    expect((await getUserById(t.context.db, userId))?.email).toBe('back-owner@example.com')
  })

  it('works for 7 days and not after', async () => {
    const t = testContext(getDb())
    const early = await moved(t, 'week-a@example.com', 'week-b@example.com')
    const late = await moved(t, 'week-c@example.com', 'week-d@example.com')
    t.advance(EMAIL_REVERT_TTL_S - 120)
    await revertEmailChange(t.context, early.token, CLIENT)
    t.advance(120)
    expect((await previewEmailRevert(t.context, late.token, CLIENT)).ok).toBe(false)
    await expect(revertEmailChange(t.context, late.token, CLIENT)).rejects.toThrow(
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
    expect(await previewEmailRevert(t.context, token, CLIENT)).toEqual({
      ok: false,
      message: taken,
    })
    await expect(revertEmailChange(t.context, token, CLIENT)).rejects.toThrow(taken)
    // Refused as a whole: nobody was signed out.
    await authenticate(t.context, bearer(tokens.accessToken))
    await t.context.db.delete(users).where(eq(users.id, squatter.id))
    expect(await revertEmailChange(t.context, token, CLIENT)).toEqual({
      email: 'squat-a@example.com',
    })
  })

  it('refuses unknown and malformed links', async () => {
    const t = testContext(getDb())
    for (const token of ['', 'x'.repeat(129), 'unknown-token'])
      await expect(revertEmailChange(t.context, token, CLIENT)).rejects.toThrow(
        'This link is invalid, was already used or has expired',
      )
  })

  it('refuses page views and reverts past the limit per client IP, changing nothing', async () => {
    const t = testContext(getDb(), {
      rateLimits: { ...DEFAULT_RATE_LIMITS, revertLinksPerIp: { limit: 2, windowS: 600 } },
    })
    const { auth, token } = await moved(t, 'knock-a@example.com', 'knock-b@example.com')
    const client = '203.0.113.80'
    expect((await previewEmailRevert(t.context, token, client)).ok).toBe(true)
    expect((await previewEmailRevert(t.context, token, client)).ok).toBe(true)
    await expect(revertEmailChange(t.context, token, client)).rejects.toThrow(
      'Too many requests, try again in 10 minutes',
    )
    expect((await getUserById(t.context.db, auth.user.id))?.email).toBe('knock-b@example.com')
    // The link still works, from a client within its limit.
    expect(await revertEmailChange(t.context, token, '203.0.113.81')).toEqual({
      email: 'knock-a@example.com',
    })
  })
})
