import { describe, expect, it } from 'vitest'
import { deviceApprovalLink } from '../../auth/deviceApprovals'
import { describeEachDb } from '../../db/testing'
import { TEST_DEVICE_JKT } from '../../http/deviceProof.testing'
import { bearer, signInForTest, TEST_META, TEST_ORIGIN, testContext } from '../../wiring/testing'
import { currentUser } from '../account/user'
import { approveDeviceFromLink, viewDeviceApproval } from './deviceApproval'
import { DEVICE_NOT_APPROVED, deviceStatus, startEmailLogin, verifyEmailLogin } from './emailLogin'
import { authenticate, refreshSession, signOut } from './session'

const PHONE = 'aaaaaaaa-0000-4000-8000-000000000001'
const LAPTOP = 'bbbbbbbb-0000-4000-8000-000000000002'
const start = (email: string, deviceId: string) => ({
  email,
  projectId: 'demo',
  deviceId,
  origin: TEST_ORIGIN,
})
const verify = (email: string, deviceId: string, otp: string) => ({
  email,
  projectId: 'demo',
  deviceId,
  otp,
})

describeEachDb('email login', (getDb) => {
  it('signs a new address up through the approval link, then the mailed code', async () => {
    const t = testContext(getDb())
    const email = 'ada@example.com'
    expect(await startEmailLogin(t.context, start('Ada@Example.com', PHONE), TEST_META)).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const token = t.lastLinkToken(email)
    expect(t.mails.at(-1)?.text).toContain(deviceApprovalLink(t.context.config.publicUrl, token))
    await expect(startEmailLogin(t.context, start(email, PHONE), TEST_META)).rejects.toThrow(
      'Please try again after 30 seconds',
    )
    t.advance(12)
    await expect(startEmailLogin(t.context, start(email, PHONE), TEST_META)).rejects.toThrow(
      'Please try again after 18 seconds',
    )
    // No code went out yet, and none would be taken: the device is not approved.
    expect(t.mails).toHaveLength(1)
    await expect(
      verifyEmailLogin(t.context, verify(email, PHONE, '123456'), TEST_META),
    ).rejects.toThrow(DEVICE_NOT_APPROVED)
    expect(await deviceStatus(t.context, { email, deviceId: PHONE })).toEqual({ approved: false })

    // The link's page shows what asked and approves nothing by being opened.
    expect(await viewDeviceApproval(t.context, token, TEST_META.client)).toMatchObject({
      email,
      origin: TEST_ORIGIN,
      deviceLabel: 'Chrome 140 on Linux',
      state: 'pending',
    })
    expect(await deviceStatus(t.context, { email, deviceId: PHONE })).toEqual({ approved: false })
    expect(await approveDeviceFromLink(t.context, token, TEST_META.client)).toEqual({
      email,
      codeSent: true,
    })
    expect(await deviceStatus(t.context, { email, deviceId: PHONE })).toEqual({ approved: true })
    // Another device of the same address is still a stranger.
    expect(await deviceStatus(t.context, { email, deviceId: LAPTOP })).toEqual({ approved: false })

    const code = t.lastCode(email)
    await expect(
      verifyEmailLogin(
        t.context,
        verify(email, PHONE, code === '000000' ? '111111' : '000000'),
        TEST_META,
      ),
    ).rejects.toThrow('Invalid code')
    const tokens = await verifyEmailLogin(t.context, verify(email, PHONE, code), TEST_META)
    const me = await currentUser(
      t.context,
      await authenticate(t.context, bearer(tokens.accessToken)),
    )
    expect(me.email).toBe(email)
    expect(me.addresses.eip155).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(me.addresses.solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

    // The device is now trusted: the next sign-in on it gets a code at once.
    t.advance(31)
    expect(await startEmailLogin(t.context, start(email, PHONE), TEST_META)).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('asks a known account on a new device to approve it, and keeps the same wallet', async () => {
    const t = testContext(getDb())
    const email = 'grace@example.com'
    const first = await signInForTest(t, email, PHONE)
    const auth = await authenticate(t.context, bearer(first.accessToken))
    const address = (await currentUser(t.context, auth)).addresses.eip155
    t.advance(31)

    expect(await startEmailLogin(t.context, start(email, LAPTOP), TEST_META)).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const token = t.lastLinkToken(email)
    t.advance(5)
    await expect(startEmailLogin(t.context, start(email, LAPTOP), TEST_META)).rejects.toThrow(
      'Please try again after 25 seconds',
    )
    // A code alone (say, one relayed from the phone's sign-in) does not get the laptop in.
    await expect(
      verifyEmailLogin(t.context, verify(email, LAPTOP, '123456'), TEST_META),
    ).rejects.toThrow(DEVICE_NOT_APPROVED)

    await approveDeviceFromLink(t.context, token, TEST_META.client)
    await expect(approveDeviceFromLink(t.context, token, TEST_META.client)).rejects.toThrow(
      'This approval link is invalid or has expired',
    )
    const tokens = await verifyEmailLogin(
      t.context,
      verify(email, LAPTOP, t.lastCode(email)),
      TEST_META,
    )
    const laptop = await authenticate(t.context, bearer(tokens.accessToken))
    expect((await currentUser(t.context, laptop)).addresses.eip155).toBe(address)
  })

  it('refuses an unknown project and a site the project does not allow', async () => {
    const t = testContext(getDb(), {
      projects: [{ id: 'demo', origins: ['https://dapp.example'], defaultOrigins: true }],
    })
    await expect(
      startEmailLogin(
        t.context,
        { ...start('x@example.com', PHONE), projectId: 'other' },
        TEST_META,
      ),
    ).rejects.toThrow('Unauthorized: invalid key')
    await expect(
      startEmailLogin(
        t.context,
        { ...start('x@example.com', PHONE), origin: 'https://evil.example' },
        TEST_META,
      ),
    ).rejects.toThrow('Unauthorized: origin not allowed')
    expect(
      await startEmailLogin(
        t.context,
        { ...start('x@example.com', PHONE), origin: 'https://dapp.example' },
        TEST_META,
      ),
    ).toEqual({ action: 'VERIFY_DEVICE' })
    expect(t.mails).toHaveLength(1)
  })

  it('names the site that asked in every login mail, and mails no site it does not allow', async () => {
    const t = testContext(getDb(), {
      projects: [{ id: 'demo', origins: ['https://dapp.example'], defaultOrigins: false }],
    })
    const email = 'named@example.com'
    const site = 'https://dapp.example'
    const asked = (deviceId: string) => ({ ...start(email, deviceId), origin: site })
    await expect(
      startEmailLogin(t.context, { ...asked(PHONE), origin: 'https://evil.example' }, TEST_META),
    ).rejects.toThrow('Unauthorized: origin not allowed')
    expect(t.mails).toEqual([])

    // The approval link (a sign-up, and later a new device), its page, and the code after it.
    for (const deviceId of [PHONE, LAPTOP]) {
      await startEmailLogin(t.context, asked(deviceId), TEST_META)
      expect(t.mails.at(-1)?.text).toContain(
        `${site} asked to sign in to your Airlock wallet from a device it has not seen before.`,
      )
      const token = t.lastLinkToken(email)
      expect((await viewDeviceApproval(t.context, token, TEST_META.client))?.origin).toBe(site)
      await approveDeviceFromLink(t.context, token, TEST_META.client)
      expect(t.mails.at(-1)?.text).toContain(`${site} asked for it. Only enter it there.`)
      await verifyEmailLogin(t.context, verify(email, deviceId, t.lastCode(email)), TEST_META)
      t.advance(31)
    }
    // A recognised device gets the code straight away, naming the site too.
    expect(await startEmailLogin(t.context, asked(PHONE), TEST_META)).toEqual({
      action: 'VERIFY_OTP',
    })
    expect(t.mails.at(-1)?.text).toContain(`${site} asked for it. Only enter it there.`)
  })

  it('rotates refresh tokens, and sign-out ends the session at once', async () => {
    const t = testContext(getDb())
    const first = await signInForTest(t, 'linus@example.com', PHONE)
    const second = await refreshSession(
      t.context,
      {
        refreshToken: first.refreshToken,
        deviceId: PHONE,
      },
      TEST_DEVICE_JKT,
    )
    expect(second.refreshToken).not.toBe(first.refreshToken)
    await expect(
      refreshSession(
        t.context,
        { refreshToken: first.refreshToken, deviceId: PHONE },
        TEST_DEVICE_JKT,
      ),
    ).rejects.toThrow('Session Expired')

    const t2 = testContext(getDb(), {})
    const session = await signInForTest(t2, 'ken@example.com', PHONE)
    await signOut(t2.context, { refreshToken: session.refreshToken })
    await expect(authenticate(t2.context, bearer(session.accessToken))).rejects.toThrow(
      'Session Expired',
    )
  })
})

describe('authenticate', () => {
  it('needs a bearer token', async () => {
    const t = testContext({} as never)
    await expect(authenticate(t.context, new Request('http://localhost/api/user'))).rejects.toThrow(
      'Session Expired',
    )
  })
})
