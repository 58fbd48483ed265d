import { OTP_MAX_ATTEMPTS } from '@airlock/protocol'
import { expect, it } from 'vitest'
import { isKnownDevice } from '../../auth/devices'
import { describeEachDb, withStatementLog } from '../../db/testing'
import { TEST_DEVICE_JKT } from '../../http/deviceProof.testing'
import { findOrCreateUser, findUserByEmail, getUserById } from '../../users/users'
import {
  bearer,
  signedInForTest,
  TEST_META,
  TEST_ORIGIN,
  type TestApi,
  testContext,
} from '../../wiring/testing'
import { approveDeviceFromLink } from '../login/deviceApproval'
import { startEmailLogin } from '../login/emailLogin'
import { type Authenticated, authenticate, refreshSession } from '../login/session'
import {
  approveEmailChange,
  confirmEmailChangePrimary,
  confirmEmailChangeSecondary,
  startEmailChange,
} from './emailChange'

const PHONE = 'aaaaaaaa-0000-4000-8000-0000000000e1'
const LAPTOP = 'bbbbbbbb-0000-4000-8000-0000000000e2'
const TABLET = 'cccccccc-0000-4000-8000-0000000000e3'
/** Another origin every project allows: a second site the user also uses. */
const OTHER_SITE = 'http://127.0.0.1:4000'
const site = { projectId: 'demo', origin: TEST_ORIGIN }
const UNKNOWN_GRANT = '00000000-0000-4000-8000-000000000000'

const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

/** Step 1 as the frame does it after the Approve click: the grant, then the start. */
async function approveAndStart(
  t: TestApi,
  auth: Authenticated,
  email: string,
  origin = TEST_ORIGIN,
) {
  const input = { email, projectId: 'demo', origin }
  const { approvalId } = await approveEmailChange(t.context, auth, input)
  return startEmailChange(t.context, auth, { ...input, approvalId })
}

describeEachDb('email change', (getDb) => {
  it('mails nothing and changes nothing without the grant of the in-frame click', async () => {
    const t = testContext(getDb())
    const { auth } = await signedInForTest(t, 'grantless@example.com', PHONE)
    const sent = t.mails.length
    const start = { email: 'thief@example.com', ...site }
    await expect(
      startEmailChange(t.context, auth, { ...start, approvalId: UNKNOWN_GRANT }),
    ).rejects.toThrow('Request was not approved')
    // A grant for another address, or asked by another site, is no grant for this one.
    const other = await approveEmailChange(t.context, auth, { ...start, email: 'b@example.com' })
    await expect(
      startEmailChange(t.context, auth, { ...start, approvalId: other.approvalId }),
    ).rejects.toThrow('Request was not approved')
    const elsewhere = await approveEmailChange(t.context, auth, { ...start, origin: OTHER_SITE })
    await expect(
      startEmailChange(t.context, auth, { ...start, approvalId: elsewhere.approvalId }),
    ).rejects.toThrow('Request was not approved')
    // Codes alone lead nowhere: no change is in progress.
    await expect(
      confirmEmailChangePrimary(t.context, auth, { otp: '123456', ...site }),
    ).rejects.toThrow('No email change in progress')
    await expect(
      confirmEmailChangeSecondary(t.context, auth, { otp: '123456', ...site }),
    ).rejects.toThrow('No email change in progress')
    expect(t.mails.length).toBe(sent)
    expect((await getUserById(t.context.db, auth.user.id))?.email).toBe('grantless@example.com')
  })

  it('moves the account after the click, the old address’s code, then the new one’s', async () => {
    const t = testContext(getDb())
    const { auth } = await signedInForTest(t, 'mover@example.com', PHONE)
    const input = { email: 'Moved@Example.com', ...site }
    const { approvalId } = await approveEmailChange(t.context, auth, input)
    expect(await startEmailChange(t.context, auth, { ...input, approvalId })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    // The grant worked once.
    await expect(startEmailChange(t.context, auth, { ...input, approvalId })).rejects.toThrow(
      'Request was not approved',
    )
    const primaryMail = t.mails.at(-1)
    expect(primaryMail?.to).toBe('mover@example.com')
    expect(primaryMail?.text).toContain(
      `${TEST_ORIGIN} asked to change the email of your Airlock wallet from mover@example.com to moved@example.com.`,
    )
    const primary = t.lastCode('mover@example.com')

    await expect(
      confirmEmailChangeSecondary(t.context, auth, { otp: primary, ...site }),
    ).rejects.toThrow('No email change in progress')
    await expect(
      confirmEmailChangePrimary(t.context, auth, { otp: wrong(primary), ...site }),
    ).rejects.toThrow('Invalid code')
    expect(await confirmEmailChangePrimary(t.context, auth, { otp: primary, ...site })).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    const secondaryMail = t.mails.at(-1)
    expect(secondaryMail?.to).toBe('moved@example.com')
    expect(secondaryMail?.text).toContain(
      `${TEST_ORIGIN} asked to move the Airlock wallet of mover@example.com to this address, moved@example.com.`,
    )
    const secondary = t.lastCode('moved@example.com')
    await expect(
      confirmEmailChangeSecondary(t.context, auth, { otp: wrong(secondary), ...site }),
    ).rejects.toThrow('Invalid code')
    expect(await confirmEmailChangeSecondary(t.context, auth, { otp: secondary, ...site })).toEqual(
      { newEmail: 'moved@example.com' },
    )
    expect((await getUserById(t.context.db, auth.user.id))?.email).toBe('moved@example.com')
    expect(await findUserByEmail(t.context.db, 'mover@example.com')).toBeUndefined()

    const notice = t.mails.at(-1)
    expect(notice?.to).toBe('mover@example.com')
    expect(notice?.subject).toBe('The email of your Airlock wallet was changed')
    expect(notice?.text).toContain(`At the request of ${TEST_ORIGIN}`)
    expect(notice?.text).toContain(`${t.context.config.publicUrl}/email/revert?token=`)
    await expect(
      confirmEmailChangeSecondary(t.context, auth, { otp: secondary, ...site }),
    ).rejects.toThrow('No email change in progress')
  })

  it('refuses a site the project does not allow before granting or mailing anything', async () => {
    const t = testContext(getDb(), {
      projects: [{ id: 'demo', origins: ['https://dapp.example'], defaultOrigins: true }],
    })
    const { auth } = await signedInForTest(t, 'guarded@example.com', PHONE)
    const sent = t.mails.length
    const evil = { email: 'b@example.com', projectId: 'demo', origin: 'https://evil.example' }
    await expect(approveEmailChange(t.context, auth, evil)).rejects.toThrow(
      'Unauthorized: origin not allowed',
    )
    await expect(
      startEmailChange(t.context, auth, { ...evil, approvalId: UNKNOWN_GRANT }),
    ).rejects.toThrow('Unauthorized: origin not allowed')
    await expect(
      confirmEmailChangePrimary(t.context, auth, { otp: '123456', ...evil }),
    ).rejects.toThrow('Unauthorized: origin not allowed')
    await expect(
      approveEmailChange(t.context, auth, { ...evil, projectId: 'other', origin: TEST_ORIGIN }),
    ).rejects.toThrow('Unauthorized: invalid key')
    expect(t.mails.length).toBe(sent)
  })

  it('goes on only from the site that started it, and not to the current address', async () => {
    const t = testContext(getDb())
    const { auth } = await signedInForTest(t, 'one-site@example.com', PHONE)
    await expect(
      approveEmailChange(t.context, auth, { email: ' One-Site@example.com', ...site }),
    ).rejects.toThrow('This is already the email of this wallet')
    await approveAndStart(t, auth, 'two-site@example.com')
    const code = t.lastCode('one-site@example.com')
    await expect(
      confirmEmailChangePrimary(t.context, auth, {
        otp: code,
        projectId: 'demo',
        origin: OTHER_SITE,
      }),
    ).rejects.toThrow('No email change in progress')
    await confirmEmailChangePrimary(t.context, auth, { otp: code, ...site })
  })

  it('signs out every other session and device, and keeps the one that made the change', async () => {
    const t = testContext(getDb())
    const phone = await signedInForTest(t, 'two-devices@example.com', PHONE)
    t.advance(31) // past the address's login cooldown
    const laptop = await signedInForTest(t, 'two-devices@example.com', LAPTOP)
    const userId = phone.auth.user.id
    expect(await isKnownDevice(t.context.db, userId, LAPTOP)).toBe(true)
    // A third device waits on its approval link when the change happens.
    t.advance(31)
    const tablet = { email: 'two-devices@example.com', projectId: 'demo', deviceId: TABLET }
    await startEmailLogin(t.context, { ...tablet, origin: TEST_ORIGIN }, TEST_META)
    const tabletLink = t.lastLinkToken('two-devices@example.com')

    t.advance(31)
    await approveAndStart(t, phone.auth, 'one-device@example.com')
    await confirmEmailChangePrimary(t.context, phone.auth, {
      otp: t.lastCode('two-devices@example.com'),
      ...site,
    })
    await confirmEmailChangeSecondary(t.context, phone.auth, {
      otp: t.lastCode('one-device@example.com'),
      ...site,
    })

    await expect(authenticate(t.context, bearer(laptop.tokens.accessToken))).rejects.toThrow(
      'Session Expired',
    )
    await expect(
      refreshSession(
        t.context,
        { refreshToken: laptop.tokens.refreshToken, deviceId: LAPTOP },
        TEST_DEVICE_JKT,
      ),
    ).rejects.toThrow('Session Expired')
    expect(await isKnownDevice(t.context.db, userId, LAPTOP)).toBe(false)
    await expect(approveDeviceFromLink(t.context, tabletLink, TEST_META.client)).rejects.toThrow(
      'This approval link is invalid or has expired',
    )
    // The session that made the change goes on, on a device that stays known.
    expect((await authenticate(t.context, bearer(phone.tokens.accessToken))).user.email).toBe(
      'one-device@example.com',
    )
    await refreshSession(
      t.context,
      { refreshToken: phone.tokens.refreshToken, deviceId: PHONE },
      TEST_DEVICE_JKT,
    )
    expect(await isKnownDevice(t.context.db, userId, PHONE)).toBe(true)
  })

  it('answers and works the same whether or not the new address has a wallet', async () => {
    const t = testContext(getDb())
    await findOrCreateUser(t.context.db, 'taken@example.com')
    const statements: string[] = []
    t.context.db = await withStatementLog(t.context.db, (query) => statements.push(query))

    const attempt = async (from: string, to: string) => {
      const { auth } = await signedInForTest(t, from, PHONE)
      const mailsBefore = t.mails.length
      const steps: unknown[] = []
      const step = async (run: () => Promise<unknown>) => {
        const before = statements.length
        const answer = await run().catch((error: Error) => ({ error: error.message }))
        steps.push({ answer, statements: statements.slice(before) })
      }
      await step(() => approveAndStart(t, auth, to))
      await step(() =>
        confirmEmailChangePrimary(t.context, auth, { otp: t.lastCode(from), ...site }),
      )
      // What the person on the host page can type: never the code of a taken address.
      await step(() => confirmEmailChangeSecondary(t.context, auth, { otp: '123456', ...site }))
      const mails = t.mails.slice(mailsBefore).map((mail) => mail.to.split('@')[0])
      return { steps, mails, auth }
    }

    const free = await attempt('mover-a@example.com', 'free@example.com')
    const taken = await attempt('mover-b@example.com', 'taken@example.com')
    expect(taken.steps).toEqual(free.steps)
    expect(free.mails).toEqual(['mover-a', 'free'])
    expect(taken.mails).toEqual(['mover-b', 'taken'])

    const warning = t.mails.at(-1)
    expect(warning?.to).toBe('taken@example.com')
    expect(warning?.subject).toBe('Someone tried to move an Airlock wallet to this address')
    expect(warning?.text).toContain(`${TEST_ORIGIN} asked to move another Airlock wallet`)
    expect(warning?.text.replaceAll(/\S+@\S+/g, '')).not.toMatch(/\d{6}/)

    // A taken address never completes: every try is a wrong code, until none is left.
    for (let attempt = 2; attempt < OTP_MAX_ATTEMPTS; attempt++)
      await expect(
        confirmEmailChangeSecondary(t.context, taken.auth, { otp: '654321', ...site }),
      ).rejects.toThrow('Invalid code')
    await expect(
      confirmEmailChangeSecondary(t.context, taken.auth, { otp: '654321', ...site }),
    ).rejects.toThrow('Too many attempts — request a new code')
    expect((await getUserById(t.context.db, taken.auth.user.id))?.email).toBe('mover-b@example.com')
  })
})
