/**
 * Social login through the frame protocol itself (pages/social-host.html speaks it by
 * hand; the SDK's buttons and popup are another suite), against the stack's local
 * identity providers: the popup flow through the secure site's loading page, the
 * redirect flow (no popup) back to the dapp, and the result handle replayed from a
 * second browser, which must fail.
 */
import type { Page } from '@playwright/test'
import type { StackInfo } from '../stack/stackInfo'
import { type StaticServer, startStaticServer } from '../stack/staticServer'
import { requireDapp } from './support/dapp'
import { expect, newBrowserContext, test } from './support/fixtures'
import { PAGES } from './support/olderHost'
import { requireIdentityProviders, setIdentity, unique } from './support/social'

type Reply = { type: string; payload?: Record<string, unknown> & { message?: string } }

let host: StaticServer
test.beforeAll(async () => {
  host = await startStaticServer({ root: PAGES, host: '127.0.0.1' })
})
test.afterAll(async () => {
  await host.stop()
})

function hostUrl(stack: StackInfo): string {
  const frame = `${requireDapp(stack).config.secureSiteUrl}/sdk?${new URLSearchParams({
    projectId: stack.projectId,
  })}`
  return `${host.url}/social-host.html?${new URLSearchParams({ frame })}`
}

async function openHost(page: Page, stack: StackInfo, url = hostUrl(stack)) {
  await page.goto(url)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { ready: boolean }).ready))
    .toBe(true)
}

function ask(page: Page, name: string, payload: unknown): Promise<Reply> {
  return page.evaluate(
    ([n, p]) =>
      (window as unknown as { ask: (n: unknown, p: unknown) => Promise<Reply> }).ask(n, p),
    [name, payload] as const,
  )
}

test('popup flow: the loading page, the provider, the result to the opener; replayed from another browser it fails', async ({
  page,
  browser,
  stack,
}) => {
  const secureSite = requireDapp(stack).config.secureSiteUrl
  const sub = `google-${unique()}`
  await setIdentity(stack, 'google', { sub, email: null, emailVerified: false, name: 'Ada G' })
  await openHost(page, stack)

  // As the SDK does: the popup opens on the secure site's loading page first…
  const popupOpened = page.waitForEvent('popup')
  await page.evaluate((start) => {
    ;(window as unknown as { popup: Window | null }).popup = window.open(start, 'social', 'popup')
  }, `${secureSite}/social/start`)
  const popup = await popupOpened
  await expect(popup.locator('#status')).toHaveText('Connecting to the sign-in page…')
  // …then goes to the provider once GET_SOCIAL_REDIRECT_URI has answered.
  const started = await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
  expect(started.type).toBe('@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS')
  const uri = String(started.payload?.uri)
  expect(new URL(uri).origin).toBe(new URL(requireIdentityProviders(stack).issuer).origin)
  await page.evaluate((to) => {
    const popup = (window as unknown as { popup: Window }).popup
    popup.location.href = to
  }, uri)
  await popup.waitForEvent('close')
  const results = await page.evaluate(
    () => (window as unknown as { socialResults: { handle?: string }[] }).socialResults,
  )
  expect(results).toHaveLength(1)
  const handle = results[0]?.handle ?? ''
  expect(handle).not.toBe('')
  // The host never sees a code: only the opaque handle.
  expect(handle).not.toContain('code=')

  // The handle replayed from a second browser (another frame storage) is refused.
  const other = await newBrowserContext(browser)
  try {
    const attacker = await other.newPage()
    await openHost(attacker, stack)
    expect(await ask(attacker, 'CONNECT_SOCIAL', { uri: handle })).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: 'This sign-in result belongs to another browser or window' },
    })
  } finally {
    await other.close()
  }

  // The frame that started the flow redeems it: the user, with the social username.
  const connected = await ask(page, 'CONNECT_SOCIAL', { uri: handle, chainId: 31337 })
  expect(connected).toMatchObject({
    type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
    payload: { chainId: 31337, userName: 'Ada G', preferredAccountType: 'eoa' },
  })
  expect(connected.payload).not.toHaveProperty('email')
  // Once only.
  expect(await ask(page, 'CONNECT_SOCIAL', { uri: handle })).toMatchObject({
    type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
  })
  expect(await ask(page, 'GET_USER', { chainId: 31337 })).toMatchObject({
    payload: { address: connected.payload?.address },
  })
})

test('redirect flow (no popup): back to the dapp page with the handle in the fragment, redeemed there', async ({
  page,
  stack,
}) => {
  const name = `gh${unique()}`
  await setIdentity(stack, 'github', {
    sub: unique(),
    email: `${name}@example.com`,
    emailVerified: true,
    name,
  })
  const url = hostUrl(stack)
  await openHost(page, stack, url)
  const started = await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'github', returnUrl: url })
  const uri = String(started.payload?.uri)
  // The whole page goes to the provider and comes back through the secure site's callback.
  await page.goto(uri)
  await page.waitForURL((to) => to.hash.startsWith('#airlock-social-result='))
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { ready: boolean }).ready))
    .toBe(true)
  const back = page.url()
  expect(back.startsWith(url)).toBe(true)
  const connected = await ask(page, 'CONNECT_SOCIAL', { uri: back, chainId: 31337 })
  expect(connected).toMatchObject({
    type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
    payload: { userName: name, email: `${name}@example.com` },
  })
})

test('the site lists the providers it has credentials for: all six against the local ones, and Farcaster', async ({
  stack,
}) => {
  const response = await fetch(`${requireDapp(stack).config.secureSiteUrl}/api/social/providers`)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  expect(await response.json()).toEqual({
    providers: ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'],
  })
})
