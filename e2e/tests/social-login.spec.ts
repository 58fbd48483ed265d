/**
 * Social login through the frame protocol itself (pages/social-host.html speaks it by
 * hand; the SDK's buttons and popup are another suite), against the stack's local
 * identity providers: the popup's loading page, the start page for the flow (bound to
 * this browser by the frame that started it), the provider, and the result polled by
 * that frame — the host sees nothing but the start page's address, which is worthless
 * in another browser. The attacks are in social-attacks.spec.ts.
 */
import type { StackInfo } from '../stack/stackInfo'
import { type StaticServer, startStaticServer } from '../stack/staticServer'
import { requireDapp } from './support/dapp'
import { expect, newBrowserContext, test } from './support/fixtures'
import { PAGES } from './support/olderHost'
import { requireIdentityProviders, setIdentity, unique } from './support/social'
import {
  ask,
  frameUrl,
  hostUrl,
  openHost,
  openPopup,
  REFUSED,
  sendPopup,
  socialMessages,
} from './support/socialHost'

let host: StaticServer
test.beforeAll(async () => {
  host = await startStaticServer({ root: PAGES, host: '127.0.0.1' })
})
test.afterAll(async () => {
  await host.stop()
})

const url = (stack: StackInfo) => hostUrl(host.url, frameUrl(stack))

test('popup flow: the loading page, the start page, the provider; the frame polls the result; the host gets nothing to replay', async ({
  page,
  browser,
  stack,
}) => {
  const secureSite = requireDapp(stack).config.secureSiteUrl
  const sub = `google-${unique()}`
  await setIdentity(stack, 'google', { sub, email: null, emailVerified: false, name: 'Ada G' })
  await openHost(page, url(stack))

  // As the SDK does: the popup opens on the secure site's loading page first…
  const popup = await openPopup(page, `${secureSite}/social/start?provider=google`)
  await expect(popup.locator('#status')).toHaveText('Connecting to the sign-in page…')
  // …then goes to the start page for the flow: no provider URL, no state.
  const started = await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
  expect(started.type).toBe('@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS')
  const uri = String(started.payload?.uri)
  expect(uri).toMatch(new RegExp(`^${secureSite}/social/start\\?flow=[0-9a-f-]{36}$`))
  const provider = popup.waitForRequest((request) =>
    request.url().startsWith(requireIdentityProviders(stack).issuer),
  )
  await sendPopup(page, uri)
  expect(new URL((await provider).url()).searchParams.get('state')).toBeTruthy()
  const connected = await ask(page, 'CONNECT_SOCIAL', { uri, chainId: 31337 })
  expect(connected).toMatchObject({
    type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
    payload: { chainId: 31337, userName: 'Ada G', preferredAccountType: 'eoa' },
  })
  expect(connected.payload).not.toHaveProperty('email')
  await expect.poll(() => popup.isClosed()).toBe(true)
  // The callback told the frames, not the host: the host received nothing.
  expect(await socialMessages(page)).toEqual([])

  // Everything the host saw, replayed from a second browser: nothing.
  const other = await newBrowserContext(browser)
  try {
    const attacker = await other.newPage()
    await openHost(attacker, url(stack))
    expect(await ask(attacker, 'CONNECT_SOCIAL', { uri })).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: REFUSED.notHere },
    })
  } finally {
    await other.close()
  }
  // Once only.
  expect(await ask(page, 'CONNECT_SOCIAL', { uri })).toMatchObject({
    type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
    payload: { message: REFUSED.notHere },
  })
  expect(await ask(page, 'GET_USER', { chainId: 31337 })).toMatchObject({
    payload: { address: connected.payload?.address },
  })
})

test('GitHub: the whole flow with a verified email, the frame asked before the provider answered', async ({
  page,
  stack,
}) => {
  const secureSite = requireDapp(stack).config.secureSiteUrl
  const name = `gh${unique()}`
  await setIdentity(stack, 'github', {
    sub: unique(),
    email: `${name}@example.com`,
    emailVerified: true,
    name,
  })
  await openHost(page, url(stack))
  await openPopup(page, `${secureSite}/social/start?provider=github`)
  const started = await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
  const uri = String(started.payload?.uri)
  // CONNECT_SOCIAL first: the frame waits, then the popup goes.
  const connecting = ask(page, 'CONNECT_SOCIAL', { uri, chainId: 31337 })
  await page.waitForTimeout(1_500)
  await sendPopup(page, uri)
  expect(await connecting).toMatchObject({
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
