/**
 * Login CSRF (issue 22 §1): a hostile allowed host whose visitor is signed in posts the
 * sign-in of another account (the attacker's own email, code read from the attacker's own
 * mailbox) into the visitor's frame. The frame keeps the visitor's session until the
 * visitor approves a 'Switch wallets?' card inside the frame; Reject keeps the visitor in
 * their wallet, and an approved switch revokes the old refresh token on the server. The
 * same for a social sign-in the host runs in the visitor's frame (its own popup, the
 * attacker's provider account).
 */
import type { Frame, Page } from '@playwright/test'
import { extractOtp, type MailClient } from '../stack/mailClient'
import type { StackInfo } from '../stack/stackInfo'
import { type StaticServer, startStaticServer } from '../stack/staticServer'
import { approvalCard, approve, reject } from './support/approval'
import { freshEmail, requireDapp } from './support/dapp'
import { approvalLink, approveDevice } from './support/deviceApproval'
import { inFrameProvedCall } from './support/deviceProof'
import { expect, test } from './support/fixtures'
import { PAGES } from './support/olderHost'
import { setIdentity, unique } from './support/social'

type Reply = { type: string; payload?: Record<string, unknown> & { message?: string } }

let host: StaticServer
test.beforeAll(async () => {
  host = await startStaticServer({ root: PAGES, host: '127.0.0.1' })
})
test.afterAll(async () => {
  await host.stop()
})

async function openHost(page: Page, stack: StackInfo) {
  const frame = `${requireDapp(stack).config.secureSiteUrl}/sdk?${new URLSearchParams({
    projectId: stack.projectId,
  })}`
  await page.goto(`${host.url}/session-host.html?${new URLSearchParams({ frame })}`)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { ready: boolean }).ready))
    .toBe(true)
}

function ask(page: Page, name: string, payload?: unknown): Promise<Reply> {
  return page.evaluate(
    ([n, p]) =>
      (window as unknown as { ask: (n: unknown, p: unknown) => Promise<Reply> }).ask(n, p),
    [name, payload] as const,
  )
}

/**
 * CONNECT_EMAIL for `email` in this page's frame, the device approved by whoever reads
 * `email`'s mailbox (over Node: the visitor for their own, the attacker for theirs), then
 * that mailbox's code: CONNECT_OTP is posted, and its reply promise returned unawaited.
 */
async function postSignIn(
  page: Page,
  mail: MailClient,
  email: string,
): Promise<{ reply: Promise<Reply> }> {
  const asked = new Date()
  expect(await ask(page, 'CONNECT_EMAIL', { email })).toMatchObject({
    payload: { action: 'VERIFY_DEVICE' },
  })
  const link = await mail.waitForMail(email, { after: asked })
  await approveDevice(page.request, approvalLink(link))
  const code = extractOtp(await mail.waitForMail(email, { after: link.id }))
  // Wrapped: an async function returning the promise itself would wait for the reply.
  return { reply: ask(page, 'CONNECT_OTP', { otp: code }) }
}

function secureFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes('/sdk?'))
  if (!frame) throw new Error('no secure frame in the page')
  return frame
}

/** The frame's stored session, as only the secure origin can read it. */
async function storedSession(page: Page) {
  const raw = await secureFrame(page).evaluate(() => localStorage.getItem('@airlock-frame/session'))
  return JSON.parse(raw ?? 'null') as { accessToken: string; refreshToken: string } | null
}

async function addressOf(page: Page): Promise<unknown> {
  const reply = await ask(page, 'GET_USER', { chainId: 31337 })
  return reply.payload?.address
}

/**
 * The 'Switch wallets?' card a sign-in of `newcomer` raised over `victim`'s live session:
 * named on the card, the visitor still in their wallet while it is up, and Reject answers
 * `request` with the exact refusal and leaves the visitor where they were.
 */
async function rejectSwitch(
  page: Page,
  request: 'CONNECT_OTP' | 'CONNECT_SOCIAL',
  reply: Promise<Reply>,
  who: { victim: string; victimAddress: unknown; newcomer: string },
): Promise<void> {
  const card = await approvalCard(page)
  await expect(card.getByRole('heading', { name: 'Switch wallets?' })).toBeVisible()
  await expect(
    card.getByText(`You are signed in as ${who.victim}. Continue as ${who.newcomer}?`),
  ).toBeVisible()
  expect(await addressOf(page)).toBe(who.victimAddress)
  await reject(page)
  expect(await reply).toMatchObject({
    type: `@w3m-frame/${request}_ERROR`,
    payload: { message: 'Sign-in cancelled: this browser stays signed in to its current wallet' },
  })
  expect(await addressOf(page)).toBe(who.victimAddress)
}

test('a host cannot switch its visitor into another wallet: the frame asks, and Reject keeps the visitor', async ({
  page,
  stack,
  mail,
}) => {
  const victim = freshEmail()
  const attacker = freshEmail()
  await openHost(page, stack)
  expect((await (await postSignIn(page, mail, victim)).reply).type).toBe(
    '@w3m-frame/CONNECT_OTP_SUCCESS',
  )
  const victimAddress = await addressOf(page)

  const { reply } = await postSignIn(page, mail, attacker)
  await rejectSwitch(page, 'CONNECT_OTP', reply, { victim, victimAddress, newcomer: attacker })
  const email = (await ask(page, 'GET_USER', { chainId: 31337 })).payload?.email
  expect(email).toBe(victim)
})

test('an approved switch opens the other wallet and revokes the old refresh token on the server', async ({
  page,
  stack,
  mail,
}) => {
  const first = freshEmail()
  const second = freshEmail()
  await openHost(page, stack)
  expect((await (await postSignIn(page, mail, first)).reply).type).toBe(
    '@w3m-frame/CONNECT_OTP_SUCCESS',
  )
  const firstAddress = await addressOf(page)
  const old = await storedSession(page)
  if (!old) throw new Error('no session stored after the first sign-in')

  const { reply } = await postSignIn(page, mail, second)
  await approve(page)
  expect((await reply).type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS')
  expect(await addressOf(page)).not.toBe(firstAddress)
  expect((await ask(page, 'GET_USER', { chainId: 31337 })).payload?.email).toBe(second)

  // The old refresh token is dead on the server: even this device, proving with its own
  // key (the sessions share it), cannot refresh with it.
  const deviceId = await secureFrame(page).evaluate(() =>
    localStorage.getItem('@airlock-frame/device-id'),
  )
  const refresh = { refreshToken: old.refreshToken, deviceId }
  expect(
    await secureFrame(page).evaluate(inFrameProvedCall, {
      path: '/api/auth/refresh',
      body: refresh,
    }),
  ).toEqual({ status: 401, body: { message: 'Session Expired' } })
  // And from Node, as a thief holding the old tokens would, it signs in nothing either.
  const secureSite = requireDapp(stack).config.secureSiteUrl
  const refreshed = await fetch(`${secureSite}/api/auth/refresh`, {
    method: 'POST',
    // As the frame's own calls look: same origin.
    headers: { 'content-type': 'application/json', origin: new URL(secureSite).origin },
    body: JSON.stringify(refresh),
  })
  expect(refreshed.status).toBe(401)
})

test("a social sign-in the host runs in its signed-in visitor's frame asks too, and Reject keeps the visitor", async ({
  page,
  stack,
  mail,
}) => {
  const victim = freshEmail()
  await openHost(page, stack)
  expect((await (await postSignIn(page, mail, victim)).reply).type).toBe(
    '@w3m-frame/CONNECT_OTP_SUCCESS',
  )
  const victimAddress = await addressOf(page)
  const before = await storedSession(page)

  // The attacker's own Google account signs in next, at a provider that answers at once.
  const attacker = `Mallory ${unique()}`
  await setIdentity(stack, 'google', {
    sub: `google-${unique()}`,
    email: null,
    emailVerified: false,
    name: attacker,
  })
  const secureSite = requireDapp(stack).config.secureSiteUrl
  const popupOpened = page.waitForEvent('popup')
  await page.evaluate(
    (to) => (window as unknown as { openPopup: (url: string) => boolean }).openPopup(to),
    `${secureSite}/social/start?provider=google`,
  )
  await popupOpened
  const started = await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
  const uri = String(started.payload?.uri)
  await page.evaluate((to) => {
    ;(window as unknown as { popup: Window }).popup.location.href = to
  }, uri)
  const reply = ask(page, 'CONNECT_SOCIAL', { uri, chainId: 31337 })
  await rejectSwitch(page, 'CONNECT_SOCIAL', reply, { victim, victimAddress, newcomer: attacker })
  expect(await storedSession(page)).toEqual(before)
})
