/** The rate limits of email login: each refuses with its wait, sends no mail, and counts apart. */
import { expect, it } from 'vitest'
import { describeEachDb } from '../../db/testing'
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../../ratelimit/limits'
import { signInForTest, TEST_META, TEST_ORIGIN, testContext } from '../../wiring/testing'
import { approveDeviceFromLink, viewDeviceApproval } from './deviceApproval'
import { startEmailLogin, verifyEmailLogin } from './emailLogin'

const PHONE = 'aaaaaaaa-0000-4000-8000-000000000001'

// Tests of a file share one database: each counts its own client's requests.
let clients = 0
function newClient() {
  clients += 1
  return { ...TEST_META, client: `203.0.113.${100 + clients}` }
}

function limited(overrides: Partial<RateLimitConfig>) {
  return { rateLimits: { ...DEFAULT_RATE_LIMITS, ...overrides } }
}
const start = (email: string) => ({
  email,
  projectId: 'demo',
  deviceId: PHONE,
  origin: TEST_ORIGIN,
})

/** A fresh address past its approval link, on the OTP step; returns its code. */
async function approved(t: ReturnType<typeof testContext>, email: string, meta = TEST_META) {
  await startEmailLogin(t.context, start(email), meta)
  await approveDeviceFromLink(t.context, t.lastLinkToken(email), meta.client)
  return t.lastCode(email)
}

describeEachDb('email login rate limits', (getDb) => {
  it('refuses login mails past the limit per client IP, without mailing', async () => {
    const META = newClient()
    const OTHER_CLIENT = newClient()
    const t = testContext(getDb(), limited({ loginMailsPerIp: { limit: 2, windowS: 600 } }))
    await startEmailLogin(t.context, start('a1@example.com'), META)
    t.advance(60)
    await startEmailLogin(t.context, start('a2@example.com'), META)
    const error = await startEmailLogin(t.context, start('a3@example.com'), META).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({
      message: 'Too many requests, try again in 9 minutes',
      status: 429,
      retryAfterS: 540,
    })
    expect(t.mails.map((mail) => mail.to)).toEqual(['a1@example.com', 'a2@example.com'])
    // Another client is counted on its own.
    await startEmailLogin(t.context, start('a3@example.com'), OTHER_CLIENT)
    // A new window starts over.
    t.advance(540)
    await startEmailLogin(t.context, start('a4@example.com'), META)
    expect(t.mails).toHaveLength(4)
  })

  it('refuses login mails past the limit per address, from any client', async () => {
    const META = newClient()
    const OTHER_CLIENT = newClient()
    const t = testContext(getDb(), limited({ loginMailsPerEmail: { limit: 2, windowS: 3600 } }))
    const email = 'b@example.com'
    await startEmailLogin(t.context, start(email), META)
    t.advance(31)
    await startEmailLogin(t.context, start(email), OTHER_CLIENT)
    t.advance(31)
    await expect(startEmailLogin(t.context, start(email), OTHER_CLIENT)).rejects.toThrow(
      'Too many requests, try again in 59 minutes',
    )
    expect(t.mails).toHaveLength(2)
    await startEmailLogin(t.context, start('other-b@example.com'), OTHER_CLIENT)
  })

  it('refuses codes from a client IP that sent too many wrong ones, the right one too', async () => {
    const META = newClient()
    const OTHER_CLIENT = newClient()
    const t = testContext(getDb(), limited({ wrongCodesPerIp: { limit: 2, windowS: 600 } }))
    const first = await approved(t, 'c1@example.com', META)
    t.advance(31)
    // Right codes are not counted.
    await signInForTest(t, 'c0@example.com', PHONE, META)
    const wrong = first === '000000' ? '111111' : '000000'
    const verify = (otp: string, meta = META) =>
      verifyEmailLogin(
        t.context,
        { email: 'c1@example.com', projectId: 'demo', deviceId: PHONE, otp },
        meta,
      )
    await expect(verify(wrong)).rejects.toThrow('Invalid code')
    await expect(verify(wrong)).rejects.toThrow('Invalid code')
    await expect(verify(first)).rejects.toThrow('Too many requests, try again in 10 minutes')
    // Refused before the code was read: it still works from elsewhere.
    await verify(first, OTHER_CLIENT)
  })

  it('refuses new accounts past the limit per client IP, keeping the code usable', async () => {
    const META = newClient()
    const OTHER_CLIENT = newClient()
    const t = testContext(getDb(), limited({ newAccountsPerIp: { limit: 1, windowS: 3600 } }))
    await signInForTest(t, 'd1@example.com', PHONE, META)
    const code = await approved(t, 'd2@example.com', META)
    const verify = (meta = META) =>
      verifyEmailLogin(
        t.context,
        { email: 'd2@example.com', projectId: 'demo', deviceId: PHONE, otp: code },
        meta,
      )
    await expect(verify()).rejects.toThrow('Too many requests, try again in 60 minutes')
    await verify(OTHER_CLIENT)
    // An existing account signing in again is not a new account.
    t.advance(31)
    await startEmailLogin(t.context, start('d1@example.com'), META)
    await verifyEmailLogin(
      t.context,
      {
        email: 'd1@example.com',
        projectId: 'demo',
        deviceId: PHONE,
        otp: t.lastCode('d1@example.com'),
      },
      META,
    )
  })

  it('refuses device-approval page views and approvals past the limit per client IP', async () => {
    const t = testContext(getDb(), limited({ deviceLinksPerIp: { limit: 2, windowS: 600 } }))
    const META = newClient()
    await startEmailLogin(t.context, start('e@example.com'), META)
    const token = t.lastLinkToken('e@example.com')
    expect(await viewDeviceApproval(t.context, token, META.client)).toMatchObject({
      state: 'pending',
    })
    await approveDeviceFromLink(t.context, token, META.client)
    await expect(viewDeviceApproval(t.context, token, META.client)).rejects.toThrow(
      'Too many requests, try again in 10 minutes',
    )
    expect((await viewDeviceApproval(t.context, token, newClient().client))?.state).toBe('approved')
  })
})
