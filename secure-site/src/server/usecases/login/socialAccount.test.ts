import { eq } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { isKnownDevice } from '../../auth/devices'
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
import { approveDeviceFromLink } from './deviceApproval'
import { accountForSocialSignIn } from './socialAccount'

const LAPTOP = 'aaaaaaaa-0000-4000-8000-0000000000a1'
const ATTACKER = 'bbbbbbbb-0000-4000-8000-0000000000b2'

let subjects = 0
const googleProfile = (email: string, overrides: Partial<SocialProfile> = {}): SocialProfile => ({
  subject: `g-${++subjects}`,
  email,
  emailVerified: true,
  userName: 'Ada',
  ...overrides,
})

// The suite's tests share one database: each its own client and its own addresses.
let clients = 0
let meta = TEST_META
let owner = ''
beforeEach(() => {
  meta = { ...TEST_META, client: `198.51.100.${++clients}` }
  owner = `owner-${clients}@example.com`
})

const signIn = (t: TestApi, profile: SocialProfile, deviceId: string) =>
  accountForSocialSignIn(
    t.context,
    { provider: 'google', profile, deviceId, origin: TEST_ORIGIN },
    meta,
  )

const identitiesOf = (t: TestApi, userId: string) =>
  t.context.db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId))

const mailsTo = (t: TestApi, to: string) => t.mails.filter((mail) => mail.to === to)

describeEachDb('which account a social sign-in opens', (getDb) => {
  it('refuses to join an email account from a device that address never approved, and mails the link', async () => {
    const t = testContext(getDb())
    const account = await signedInForTest(t, owner, LAPTOP, meta)
    t.advance(31)
    const before = t.mails.length
    await expect(signIn(t, googleProfile(owner), ATTACKER)).rejects.toThrow(
      `This email already has a wallet. Open the link we sent to ${owner} to approve this device, then continue with Google again.`,
    )
    expect(await identitiesOf(t, account.auth.user.id)).toEqual([])
    const [mail, ...more] = t.mails.slice(before)
    expect(more).toEqual([])
    expect(mail?.to).toBe(owner)
    expect(mail?.subject).toBe('Approve this device to add Google to your wallet')
    expect(mail?.text).toContain(
      `${TEST_ORIGIN} asked to sign in to your Airlock wallet with Google`,
    )
    expect(await isKnownDevice(t.context.db, account.auth.user.id, ATTACKER)).toBe(false)
  })

  it('links the identity on the next sign-in once the mailed link approved the device, and says so', async () => {
    const t = testContext(getDb())
    const account = await signedInForTest(t, owner, LAPTOP, meta)
    t.advance(31)
    const profile = googleProfile(owner)
    await expect(signIn(t, profile, ATTACKER)).rejects.toThrow('This email already has a wallet')
    await approveDeviceFromLink(t.context, t.lastLinkToken(owner), meta.client)
    const user = await signIn(t, profile, ATTACKER)
    expect(user.id).toBe(account.auth.user.id)
    expect((await identitiesOf(t, user.id)).map((row) => row.provider)).toEqual(['google'])
    expect(await isKnownDevice(t.context.db, user.id, ATTACKER)).toBe(true)
    const linked = mailsTo(t, owner).at(-1)
    expect(linked?.subject).toBe('Google can now sign in to your Airlock wallet')
    expect(linked?.text).toContain(
      `Google (Ada) was added as a way to sign in to your Airlock wallet on`,
    )
    expect(linked?.text).toContain(`from ${TEST_ORIGIN}.`)
    expect(linked?.text).toContain('Account → Sign-in methods and press Remove')
    // Seen before: the same account, and no second mail.
    const mails = t.mails.length
    expect((await signIn(t, profile, ATTACKER)).id).toBe(user.id)
    expect(t.mails.length).toBe(mails)
  })

  it('joins at once from a device already trusted on the account', async () => {
    const t = testContext(getDb())
    const account = await signedInForTest(t, owner, LAPTOP, meta)
    const user = await signIn(t, googleProfile(owner), LAPTOP)
    expect(user.id).toBe(account.auth.user.id)
    expect(mailsTo(t, owner).at(-1)?.subject).toBe('Google can now sign in to your Airlock wallet')
  })

  it('keeps the login cooldown: a second try within 30 s mails nothing', async () => {
    const t = testContext(getDb())
    await signedInForTest(t, owner, LAPTOP, meta)
    t.advance(31)
    await expect(signIn(t, googleProfile(owner), ATTACKER)).rejects.toThrow(
      'This email already has a wallet',
    )
    const mails = t.mails.length
    t.advance(5)
    await expect(signIn(t, googleProfile(owner), ATTACKER)).rejects.toThrow(
      `This email already has a wallet. To approve this device, continue with Google again in 25 seconds: we then mail a link to ${owner}.`,
    )
    expect(t.mails.length).toBe(mails)
  })

  it('a new verified address gets its own account, and the mail that a method was linked', async () => {
    const t = testContext(getDb())
    const user = await signIn(t, googleProfile(`new-${clients}@example.com`), ATTACKER)
    expect(user.email).toBe(`new-${clients}@example.com`)
    expect(mailsTo(t, `new-${clients}@example.com`).map((mail) => mail.subject)).toEqual([
      'Google can now sign in to your Airlock wallet',
    ])
  })

  it('an unverified address joins nothing and mails nobody', async () => {
    const t = testContext(getDb())
    const account = await signedInForTest(t, owner, LAPTOP, meta)
    const mails = t.mails.length
    const user = await signIn(t, googleProfile(owner, { emailVerified: false }), LAPTOP)
    expect(user.id).not.toBe(account.auth.user.id)
    expect(user.email).toBeNull()
    expect(t.mails.length).toBe(mails)
  })
})
