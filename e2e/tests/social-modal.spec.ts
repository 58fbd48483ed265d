/**
 * Social login through the example dapp's real modal (the SDK's buttons and popup
 * against the secure site's /social/start and callback), with the stack's local
 * identity providers: Google (OIDC, oauth2-mock-server) in the popup, a returning
 * account, and the popup closed by the user. social-login.spec drives the frame by
 * hand; social-attacks.spec has the blocked popup and the COOP-severed one.
 */
import type { Page } from '@playwright/test'
import { connectedAddress, modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'
import { openConnect, setIdentity, signInWithPopup, socialButton, unique } from './support/social'

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

test('the popup closed at the provider: the view says so and waits, Cancel ends it, then a new attempt connects', async ({
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
  // It may be a provider page that cut the popup off (COOP): the SDK keeps waiting.
  await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingSocial')
  await expect(
    modal(page).getByRole('heading', { name: 'Finishing sign-in with Google' }),
  ).toBeVisible()
  await modal(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  await page.context().unroute(atProvider)
  const retried = page.context().waitForEvent('page')
  await socialButton(page, 'Google').click()
  await (await retried).waitForEvent('close')
  await connectedAddress(page)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByText(name, { exact: true })).toBeVisible()
})
