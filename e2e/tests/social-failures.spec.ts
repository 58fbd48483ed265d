/**
 * Social login through the modal when it does not finish: the provider's refusal, no
 * answer within the flow's lifetime (the page's clock run forward), and the secure site
 * failing to give the frame the result: each says why in ConnectingSocial, with Try
 * again, signed out. The popup closed by the user is in social-modal.spec.
 */
import type { BrowserContext } from '@playwright/test'
import type { StackInfo } from '../stack/stackInfo'
import { connectedAddress, modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'
import { openConnect, setIdentity, socialButton, unique } from './support/social'

/** Requests to the local Google (oauth2-mock-server), where the popup signs in. */
function atGoogle(stack: StackInfo) {
  const issuer = new URL(stack.identityProviders?.issuer ?? '').origin
  return (url: URL) => url.origin === issuer
}

async function newGoogleIdentity(stack: StackInfo): Promise<string> {
  const name = `Unlucky ${unique()}`
  await setIdentity(stack, 'google', {
    sub: `google-${unique()}`,
    email: null,
    emailVerified: false,
    name,
  })
  return name
}

/** The user presses "Cancel" at the provider: it sends the browser back with access_denied. */
async function providerRefuses(context: BrowserContext, stack: StackInfo) {
  const secureSite = requireDapp(stack).config.secureSiteUrl
  const google = atGoogle(stack)
  await context.route(google, (route) => {
    const state = new URL(route.request().url()).searchParams.get('state') ?? ''
    const back = new URL('/social/callback', secureSite)
    back.search = new URLSearchParams({ error: 'access_denied', state }).toString()
    return route.fulfill({ status: 302, headers: { location: back.toString() } })
  })
  return () => context.unroute(google)
}

test("the provider's refusal ends the attempt with the site's words; Try again connects", async ({
  page,
  stack,
}) => {
  const name = await newGoogleIdentity(stack)
  const stopRefusing = await providerRefuses(page.context(), stack)
  await openDapp(page, requireDapp(stack).url)
  await openConnect(page)
  const popupOpened = page.context().waitForEvent('page')
  await socialButton(page, 'Google').click()
  await (await popupOpened).waitForEvent('close')
  await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingSocial')
  await expect(modal(page).getByRole('alert')).toContainText('Sign-in was cancelled')
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  await stopRefusing()
  const retried = page.context().waitForEvent('page')
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await (await retried).waitForEvent('close')
  await connectedAddress(page)
  await expect(modal(page).getByText(name, { exact: true })).toBeVisible()
})

test("no result within the flow's lifetime: the attempt ends with why, and the popup closes", async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  await newGoogleIdentity(stack)
  // The provider's page waits for a user who never comes.
  await page
    .context()
    .route(atGoogle(stack), (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Sign in to Google</h1>' }),
    )
  await page.clock.install()
  await openDapp(page, requireDapp(stack).url)
  await openConnect(page)
  const popupOpened = page.context().waitForEvent('page')
  await socialButton(page, 'Google').click()
  const popup = await popupOpened
  await expect(popup.getByRole('heading', { name: 'Sign in to Google' })).toBeVisible()
  const closed = popup.waitForEvent('close')
  await expect(modal(page).getByRole('heading', { name: 'Continue in Google' })).toBeVisible()
  // Ten minutes, in steps short enough that each frame request is answered in time
  // (the frame answers 'still in progress' every 20 s; the host waits 30 s for it).
  for (let elapsed = 0; elapsed <= 10 * 60_000 + 30_000; elapsed += 5_000) {
    await page.clock.fastForward(5_000)
    await page.waitForTimeout(150)
  }
  await expect(modal(page).getByRole('alert')).toContainText(
    'Sign-in timed out: start again from the app',
    { timeout: 30_000 },
  )
  await closed
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(modal(page).getByRole('button', { name: 'Try again' })).toBeVisible()
})

test('the secure site cannot give the frame the result: its message, signed out, Try again', async ({
  page,
  stack,
}) => {
  await newGoogleIdentity(stack)
  // The frame's redeem call fails as if the site's database were down.
  const redeem = (url: URL) => url.pathname === '/api/auth/social/redeem'
  let refused = 0
  await page.context().route(redeem, (route) => {
    refused += 1
    return route.fulfill({ status: 503, json: { message: 'Service Unavailable' } })
  })
  await openDapp(page, requireDapp(stack).url)
  await openConnect(page)
  const popupOpened = page.context().waitForEvent('page')
  await socialButton(page, 'Google').click()
  const popup = await popupOpened
  await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingSocial')
  await expect(modal(page).getByRole('alert')).toContainText('Service Unavailable')
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(modal(page).getByRole('button', { name: 'Try again' })).toBeVisible()
  // The frame's first look failed, maybe before the popup left: the SDK closes it either way.
  await expect.poll(() => popup.isClosed()).toBe(true)
  expect(refused).toBe(1)
})
