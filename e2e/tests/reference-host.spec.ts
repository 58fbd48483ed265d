/**
 * The reference host client — @web3modal/wallet 4.2.2's W3mFrameProvider, unchanged, only
 * its secure-site URL pointed at ours (support/referenceHost.ts) — signing in against our
 * secure site: its social login, which carries the provider's result itself, signs nobody
 * in (issue 22: the result goes only to the frame); its email login works. It speaks the
 * older format: no ids, '*' as targetOrigin, its own strict reply schemas.
 */
import type { Page } from '@playwright/test'
import { extractOtp } from '../stack/mailClient'
import type { StaticServer } from '../stack/staticServer'
import { freshEmail, requireDapp } from './support/dapp'
import { approvalLink, approveDevice } from './support/deviceApproval'
import { expect, test } from './support/fixtures'
import { openReferenceHost } from './support/referenceHost'
import { setIdentity, unique } from './support/social'
import { REFUSED } from './support/socialHost'

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

test('social login signs nobody in: the result never comes to the host, and what it would carry is refused', async ({
  page,
  stack,
}) => {
  const secureSite = requireDapp(stack).config.secureSiteUrl
  const secureOrigin = new URL(secureSite).origin
  const name = `ref${unique()}`
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
  // The secure site's start page, not the provider's URL.
  expect(uri.startsWith(`${secureSite}/social/start?flow=`)).toBe(true)

  // As the incumbent's modal does: a popup on that URL, waiting for a result to come back to
  // this window. None comes: the callback tells only the secure-origin frames.
  const popupOpened = page.waitForEvent('popup')
  const received = page.evaluate(
    ([to, origin]) => {
      const seen: unknown[] = []
      const popup = window.open(to, 'popupWindow', 'width=600,height=800,scrollbars=yes')
      window.addEventListener('message', (event) => {
        if (event.origin === origin && event.source === popup) seen.push(event.data)
      })
      return new Promise<unknown[]>((resolve) => {
        const poll = setInterval(() => {
          if (popup?.closed) {
            clearInterval(poll)
            resolve(seen)
          }
        }, 100)
      })
    },
    [uri, secureOrigin] as const,
  )
  await (await popupOpened).waitForEvent('close')
  expect(await received).toEqual([])

  // What a host that carries the result would pass on (the provider's answer, a handle):
  // refused, word for word; nobody is signed in.
  for (const carried of [`${secureSite}/social/callback?code=c&state=s`, 'flow.handle']) {
    const outcome = await page.evaluate(
      (u) =>
        window.referenceHost.connectSocial(u).then(
          () => 'connected',
          () => 'refused',
        ),
      carried,
    )
    expect(outcome).toBe('refused')
  }
  const sent = await frameMessages(page)
  const refusals = sent.filter((message) => message.type === '@w3m-frame/CONNECT_SOCIAL_ERROR')
  expect(refusals.map((message) => message.payload)).toEqual([
    { message: REFUSED.notAFlow },
    { message: REFUSED.notAFlow },
  ])
  expect(sent.some((message) => message.type === '@w3m-frame/CONNECT_SOCIAL_SUCCESS')).toBe(false)
  expect(await page.evaluate(() => window.referenceHost.isConnected())).toMatchObject({
    isConnected: false,
  })
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
