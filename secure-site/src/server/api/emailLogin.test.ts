import { describe, expect, it } from 'vitest'
import { deviceApprovalLink } from '../auth/devices'
import { describeEachDb } from '../db/testing'
import { approveDeviceFromLink } from './deviceApproval'
import { DEVICE_NOT_APPROVED, deviceStatus, startEmailLogin, verifyEmailLogin } from './emailLogin'
import { authenticate, refreshSession, signOut } from './session'
import { bearer, ORIGIN, testContext } from './testing'
import { currentUser } from './user'

const PHONE = 'aaaaaaaa-0000-4000-8000-000000000001'
const LAPTOP = 'bbbbbbbb-0000-4000-8000-000000000002'

describeEachDb('email login', (getDb) => {
  it('signs a new account in with the mailed code, creating its wallets', async () => {
    const t = testContext(getDb())
    const start = { email: 'Ada@Example.com', projectId: 'demo', origin: ORIGIN, deviceId: PHONE }
    expect(await startEmailLogin(t.context, start)).toEqual({ action: 'VERIFY_OTP' })
    await expect(startEmailLogin(t.context, start)).rejects.toThrow(
      'Please try again after 30 seconds',
    )
    t.advance(12)
    await expect(startEmailLogin(t.context, start)).rejects.toThrow(
      'Please try again after 18 seconds',
    )

    const code = t.lastCode('ada@example.com')
    const verify = { email: 'ada@example.com', projectId: 'demo', deviceId: PHONE }
    await expect(
      verifyEmailLogin(t.context, { ...verify, otp: code === '000000' ? '111111' : '000000' }),
    ).rejects.toThrow('Invalid code')
    const tokens = await verifyEmailLogin(t.context, { ...verify, otp: code })
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'refreshToken'])

    const me = await currentUser(
      t.context,
      await authenticate(t.context, bearer(tokens.accessToken)),
    )
    expect(me.email).toBe('ada@example.com')
    expect(me.addresses.eip155).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(me.addresses.solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  it('asks a known account on a new device to approve it by link first', async () => {
    const t = testContext(getDb())
    const email = 'grace@example.com'
    await startEmailLogin(t.context, { email, projectId: 'demo', origin: ORIGIN, deviceId: PHONE })
    await verifyEmailLogin(t.context, {
      email,
      projectId: 'demo',
      deviceId: PHONE,
      otp: t.lastCode(email),
    })
    t.advance(31)

    expect(
      await startEmailLogin(t.context, {
        email,
        projectId: 'demo',
        origin: ORIGIN,
        deviceId: LAPTOP,
      }),
    ).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const token = t.lastLinkToken(email)
    expect(t.mails.at(-1)?.text).toContain(deviceApprovalLink(t.context.config.publicUrl, token))
    expect(await deviceStatus(t.context, { email, deviceId: LAPTOP })).toEqual({ approved: false })
    t.advance(5)
    await expect(
      startEmailLogin(t.context, { email, projectId: 'demo', origin: ORIGIN, deviceId: LAPTOP }),
    ).rejects.toThrow('Please try again after 25 seconds')
    // A code alone does not get a new device past the link.
    await expect(
      verifyEmailLogin(t.context, { email, projectId: 'demo', deviceId: LAPTOP, otp: '123456' }),
    ).rejects.toThrow(DEVICE_NOT_APPROVED)

    expect(await approveDeviceFromLink(t.context, token)).toEqual({ email, codeSent: true })
    expect(await deviceStatus(t.context, { email, deviceId: LAPTOP })).toEqual({ approved: true })
    await expect(approveDeviceFromLink(t.context, token)).rejects.toThrow(
      'This approval link is invalid or has expired',
    )
    const tokens = await verifyEmailLogin(t.context, {
      email,
      projectId: 'demo',
      deviceId: LAPTOP,
      otp: t.lastCode(email),
    })
    expect(tokens.accessToken).toBeTruthy()
  })

  it('names the site that asked in every login mail, and mails no site it does not allow', async () => {
    const t = testContext(getDb(), {
      projects: [{ id: 'demo', origins: ['https://dapp.example'] }],
    })
    const email = 'named@example.com'
    const asked = { email, projectId: 'demo', origin: 'https://dapp.example', deviceId: PHONE }
    await expect(
      startEmailLogin(t.context, { ...asked, origin: 'https://evil.example' }),
    ).rejects.toThrow('Unauthorized: origin not allowed')
    expect(t.mails).toEqual([])

    await startEmailLogin(t.context, asked)
    expect(t.mails.at(-1)?.text).toContain(
      'https://dapp.example asked for it. Only enter it there.',
    )
    await verifyEmailLogin(t.context, { ...asked, otp: t.lastCode(email) })
    t.advance(31)
    await startEmailLogin(t.context, { ...asked, deviceId: LAPTOP })
    expect(t.mails.at(-1)?.text).toContain(
      'https://dapp.example asked to sign in to your Airlock wallet from a device it has not seen before.',
    )
    // The code that follows the link names the site the sign-in was asked from.
    await approveDeviceFromLink(t.context, t.lastLinkToken(email))
    expect(t.mails.at(-1)?.text).toContain('https://dapp.example asked for it.')
  })

  it('refuses unknown projects once projects are configured', async () => {
    const t = testContext(getDb(), {
      projects: [{ id: 'demo', origins: ['https://dapp.example'] }],
    })
    await expect(
      startEmailLogin(t.context, {
        email: 'x@example.com',
        projectId: 'other',
        origin: ORIGIN,
        deviceId: PHONE,
      }),
    ).rejects.toThrow('Unauthorized: invalid key')
  })

  it('rotates refresh tokens, and sign-out ends the session at once', async () => {
    const t = testContext(getDb())
    const email = 'linus@example.com'
    await startEmailLogin(t.context, { email, projectId: 'demo', origin: ORIGIN, deviceId: PHONE })
    const first = await verifyEmailLogin(t.context, {
      email,
      projectId: 'demo',
      deviceId: PHONE,
      otp: t.lastCode(email),
    })
    const second = await refreshSession(t.context, {
      refreshToken: first.refreshToken,
      deviceId: PHONE,
    })
    expect(second.refreshToken).not.toBe(first.refreshToken)
    await expect(
      refreshSession(t.context, { refreshToken: first.refreshToken, deviceId: PHONE }),
    ).rejects.toThrow('Session Expired')

    const t2 = testContext(getDb(), {})
    await startEmailLogin(t2.context, {
      email: 'ken@example.com',
      projectId: 'demo',
      origin: ORIGIN,
      deviceId: PHONE,
    })
    const session = await verifyEmailLogin(t2.context, {
      email: 'ken@example.com',
      projectId: 'demo',
      deviceId: PHONE,
      otp: t2.lastCode('ken@example.com'),
    })
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
