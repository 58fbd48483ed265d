/**
 * Social login through the example dapp's real modal (the SDK's buttons, popup and
 * redirect flow against the secure site's /social/start and callback), with the
 * stack's local identity providers: Google (OIDC, oauth2-mock-server) in the popup,
 * GitHub (the user-info fixture) in the full-page redirect flow, a returning account,
 * and the popup closed by the user. social-login.spec drives the frame by hand.
 */
import type { Page } from '@playwright/test'
import { connectedAddress, modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'
import {
  moreButton,
  openConnect,
  setIdentity,
  signInWithPopup,
  socialButton,
  unique,
} from './support/social'

const googleInPopup = (page: Page, name: string) => signInWithPopup(page, 'google', name)

test('Google in the popup: the Account view with the social username; a reload keeps it; the same identity again is the same wallet', async ({
  page,
  browser,
  stack,
}) => {
  const dapp = requireDapp(stack)
  const name = `Ada ${unique()}`
  const identity = { sub: `google-${unique()}`, email: null, emailVerified: false, name }
  await setIdentity(stack, 'google', identity)
  await openDapp(page, dapp.url)
  await openConnect(page)
  const address = await googleInPopup(page, name)

  await page.reload()
  expect(await connectedAddress(page)).toBe(address)

  // A returning account, in another browser (a new device for the secure site): same wallet.
  const other = await browser.newContext()
  try {
    const again = await other.newPage()
    await openDapp(again, dapp.url)
    await openConnect(again)
    expect(await googleInPopup(again, name)).toBe(address)
  } finally {
    await other.close()
  }
})

test('GitHub in the redirect flow (the popup blocked): the page goes to the provider and comes back connected', async ({
  page,
  stack,
}) => {
  const dapp = requireDapp(stack)
  const name = `gh${unique()}`
  await setIdentity(stack, 'github', {
    sub: unique(),
    email: `${name}@example.com`,
    emailVerified: true,
    name,
  })
  // As a popup blocker does: window.open gives no window.
  await page.addInitScript(() => {
    window.open = () => null
  })
  await openDapp(page, dapp.url)
  await openConnect(page)
  const more = moreButton(page)
  if (await more.isVisible()) await more.click()
  const secureOrigin = new URL(dapp.config.secureSiteUrl).origin
  const dappOrigin = new URL(dapp.url).origin
  // The top page itself leaves for the provider (no popup opens in this context).
  const toProvider = page.waitForRequest(
    (request) =>
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      ![secureOrigin, dappOrigin].includes(new URL(request.url()).origin),
  )
  let popups = 0
  page.context().on('page', () => {
    popups += 1
  })
  const clicked = Date.now()
  await socialButton(page, 'GitHub').click()
  expect(new URL((await toProvider).url()).searchParams.get('state')).toBeTruthy()
  // Back from the provider through the secure site's callback, the handle in the fragment…
  await page.waitForURL((url) => url.href.startsWith(dapp.url) && url.hash === '', {
    waitUntil: 'load',
  })
  const address = await connectedAddress(page)
  console.log(`github redirect: click → connected in ${Date.now() - clicked} ms`)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByText(name, { exact: true })).toBeVisible()
  // …which is out of the address bar again.
  expect(page.url()).not.toContain('airlock-social')
  expect(popups).toBe(0)
  // The session the resumed page set up outlives it.
  await page.reload()
  expect(await connectedAddress(page)).toBe(address)
})

test('the popup closed before sign-in finished: the closed message, then Try again connects', async ({
  page,
  stack,
}) => {
  const name = `Closer ${unique()}`
  await setIdentity(stack, 'google', {
    sub: `google-${unique()}`,
    email: null,
    emailVerified: false,
    name,
  })
  // The provider's sign-in page waits for the user (the mock one would answer at once).
  const issuer = new URL(stack.identityProviders?.issuer ?? '').origin
  const atProvider = (url: URL) => url.origin === issuer
  await page
    .context()
    .route(atProvider, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Sign in to Google</h1>' }),
    )
  await openDapp(page, requireDapp(stack).url)
  await openConnect(page)
  const popupOpened = page.context().waitForEvent('page')
  await socialButton(page, 'Google').click()
  const popup = await popupOpened
  await expect(popup.getByRole('heading', { name: 'Sign in to Google' })).toBeVisible()
  await popup.close()
  await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingSocial')
  await expect(modal(page).getByRole('alert')).toContainText(
    'The sign-in window was closed before sign-in finished',
  )
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  await page.context().unroute(atProvider)
  const retried = page.context().waitForEvent('page')
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await (await retried).waitForEvent('close')
  await connectedAddress(page)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByText(name, { exact: true })).toBeVisible()
})
