/**
 * The reference host client — @web3modal/wallet 4.2.2's W3mFrameProvider, unchanged, only
 * its secure-site URL pointed at ours (support/referenceHost.ts) — signing in against our
 * secure site: a social login through the local OpenID provider, and an email login. It
 * speaks the older format: no ids, '*' as targetOrigin, its own strict reply schemas.
 */
import type { Page } from '@playwright/test'
import { extractOtp } from '../stack/mailClient'
import type { StaticServer } from '../stack/staticServer'
import { freshEmail, requireDapp } from './support/dapp'
import { approvalLink, approveDevice } from './support/deviceApproval'
import { expect, test } from './support/fixtures'
import { openReferenceHost } from './support/referenceHost'
import { setIdentity, unique } from './support/social'

let host: StaticServer | undefined
test.afterEach(async () => {
  await host?.stop()
  host = undefined
})

/** Every `@w3m-frame/` message the page got, as sent (the client's schemas strip fields). */
async function recordFrameMessages(page: Page, secureOrigin: string): Promise<void> {
  await page.evaluate((origin) => {
    const seen: unknown[] = []
    ;(window as unknown as { frameMessages: unknown[] }).frameMessages = seen
    window.addEventListener('message', (event) => {
      const type = (event.data as { type?: unknown } | null)?.type
      if (event.origin === origin && typeof type === 'string' && type.startsWith('@w3m-frame/'))
        seen.push(event.data)
    })
  }, secureOrigin)
}

const frameMessages = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { frameMessages: { type: string; payload?: unknown }[] }).frameMessages,
  )

test('social login: GET_SOCIAL_REDIRECT_URI, the popup at the local provider, CONNECT_SOCIAL, the user', async ({
  page,
  stack,
}) => {
  const secureOrigin = new URL(requireDapp(stack).config.secureSiteUrl).origin
  const name = `ref${unique()}`
  // 4.2.2's CONNECT_SOCIAL reply schema requires an email: a verified one.
  await setIdentity(stack, 'google', {
    sub: `google-${unique()}`,
    email: `${name}@example.com`,
    emailVerified: true,
    name,
  })
  host = await openReferenceHost(page, stack)
  await recordFrameMessages(page, secureOrigin)

  const { uri } = await page.evaluate(() =>
    window.referenceHost.getSocialRedirectUri({ provider: 'google' }),
  )
  expect(new URL(uri).protocol).toMatch(/^https?:$/)

  // As the incumbent's modal does: a popup straight to the provider's URL; the result
  // comes back to this window from the secure origin and that popup only.
  const popupOpened = page.waitForEvent('popup')
  const result = page.evaluate(
    ([to, origin]) =>
      new Promise<{ handle?: string; error?: string }>((resolve) => {
        const popup = window.open(to, 'popupWindow', 'width=600,height=800,scrollbars=yes')
        window.addEventListener('message', function onResult(event) {
          const data = event.data as { type?: unknown; handle?: string; error?: string } | null
          if (event.origin !== origin || event.source !== popup) return
          if (data?.type !== '@airlock-social/RESULT') return
          window.removeEventListener('message', onResult)
          resolve(data)
        })
      }),
    [uri, secureOrigin] as const,
  )
  const popup = await popupOpened
  await popup.waitForEvent('close')
  const { handle, error } = await result
  expect(error).toBeUndefined()
  expect(handle).toBeTruthy()

  const user = await page.evaluate((h) => window.referenceHost.connectSocial(h), handle ?? '')
  expect(user).toMatchObject({ email: `${name}@example.com`, chainId: expect.any(Number) })
  expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // The client's schema keeps email, address and chainId; the frame sent the username too.
  const sent = (await frameMessages(page)).find(
    (message) => message.type === '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
  )
  expect(sent?.payload).toMatchObject({ address: user.address, userName: name })

  // The session it started is the client's from now on.
  const again = await page.evaluate(() => window.referenceHost.connect({ chainId: 31337 }))
  expect(again).toMatchObject({ address: user.address, chainId: 31337 })
})

test('email login: CONNECT_EMAIL, the device approved from the mail, CONNECT_OTP, the user', async ({
  page,
  stack,
  mail,
}) => {
  host = await openReferenceHost(page, stack)
  const email = freshEmail()
  const before = new Date()
  const started = await page.evaluate(
    (to) => window.referenceHost.connectEmail({ email: to }),
    email,
  )
  // A browser new to the address approves itself from the mail first.
  expect(started).toEqual({ action: 'VERIFY_DEVICE' })
  const linkMail = await mail.waitForMail(email, { after: before, timeoutMs: 15_000 })
  const device = page.evaluate(() => window.referenceHost.connectDevice())
  await approveDevice(page.request, approvalLink(linkMail))
  await device
  const otp = extractOtp(await mail.waitForMail(email, { after: linkMail.id, timeoutMs: 15_000 }))
  await page.evaluate((code) => window.referenceHost.connectOtp({ otp: code }), otp)
  const user = await page.evaluate(() => window.referenceHost.connect({ chainId: 31337 }))
  expect(user).toMatchObject({ email, chainId: 31337 })
  expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await page.evaluate(() => window.referenceHost.isConnected())).toEqual({
    isConnected: true,
  })
})
