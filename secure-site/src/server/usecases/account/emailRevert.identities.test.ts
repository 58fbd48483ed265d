import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { socialIdentities } from '../../db/schema'
import { describeEachDb } from '../../db/testing'
import type { SocialProfile } from '../../social/profiles/socialProfile'
import {
  signedInForTest,
  TEST_META,
  TEST_ORIGIN,
  type TestApi,
  testContext,
} from '../../wiring/testing'
import { accountForSocialSignIn } from '../login/socialAccount'
import {
  approveEmailChange,
  confirmEmailChangePrimary,
  confirmEmailChangeSecondary,
  startEmailChange,
} from './emailChange'
import { revertEmailChange } from './emailRevert'

const PHONE = 'aaaaaaaa-0000-4000-8000-0000000000e1'
const site = { projectId: 'demo', origin: TEST_ORIGIN }

const google = (subject: string, email: string): SocialProfile => ({
  subject,
  email,
  emailVerified: true,
  userName: subject,
})

const signIn = (t: TestApi, profile: SocialProfile) =>
  accountForSocialSignIn(
    t.context,
    { provider: 'google', profile, deviceId: PHONE, origin: TEST_ORIGIN },
    TEST_META,
  )

const providersOf = async (t: TestApi, userId: string) =>
  (
    await t.context.db
      .select({ subject: socialIdentities.subject })
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, userId))
  ).map((row) => row.subject)

describeEachDb('sign-in methods across an email change and its revert', (getDb) => {
  it("keeps the methods linked before the change, and drops the intruder's after the revert", async () => {
    const t = testContext(getDb())
    const owner = 'owner-r@example.com'
    const intruder = 'intruder-r@example.com'
    const session = await signedInForTest(t, owner, PHONE)
    const userId = session.auth.user.id
    expect((await signIn(t, google('owner-google', owner))).id).toBe(userId)
    t.advance(1)

    // The intruder, holding the session, moves the wallet to their address…
    const { auth } = session
    const { approvalId } = await approveEmailChange(t.context, auth, { email: intruder, ...site })
    await startEmailChange(t.context, auth, { email: intruder, approvalId, ...site })
    await confirmEmailChangePrimary(t.context, auth, { otp: t.lastCode(owner), ...site })
    await confirmEmailChangeSecondary(t.context, auth, { otp: t.lastCode(intruder), ...site })
    const revertToken = t.lastLinkToken(owner)
    t.advance(1)
    // …then joins their own Google by that address.
    expect((await signIn(t, google('intruder-google', intruder))).id).toBe(userId)
    // The owner's Google, linked before the change, still opens the wallet.
    expect((await signIn(t, google('owner-google', owner))).id).toBe(userId)
    expect(await providersOf(t, userId)).toEqual(['owner-google', 'intruder-google'])

    await revertEmailChange(t.context, revertToken, TEST_META.client)
    expect(await providersOf(t, userId)).toEqual(['owner-google'])
    // The intruder's Google now opens a wallet of its own, not the owner's.
    t.advance(31)
    const after = await signIn(t, google('intruder-google', intruder))
    expect(after.id).not.toBe(userId)
    expect((await signIn(t, google('owner-google', owner))).id).toBe(userId)
  })
})
