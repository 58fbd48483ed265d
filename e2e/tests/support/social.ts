/**
 * Social login through the example dapp's modal against the stack's local identity
 * providers (stack/social): who signs in next, the modal's social buttons (the hidden
 * ones behind "More"), and a whole popup sign-in up to the Account view.
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test'
import type { LocalIdentity, LocalProvider } from '../../stack/social/identities'
import type { StackInfo } from '../../stack/stackInfo'
import { connectButton, connectedAddress, modal } from './dapp'

/** The modal's button names (sdk/src/react/features/socialLogin/socialIcons.tsx SOCIAL_NAMES). */
export const SOCIAL_LABELS: Readonly<Record<LocalProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

export function requireIdentityProviders(stack: StackInfo) {
  if (!stack.identityProviders) throw new Error('the stack runs no identity providers')
  return stack.identityProviders
}

/** Who signs in next at `provider` (PUT <fixture>/identity/<provider>). */
export async function setIdentity(
  stack: StackInfo,
  provider: LocalProvider,
  identity: LocalIdentity,
): Promise<void> {
  const response = await fetch(`${requireIdentityProviders(stack).url}/identity/${provider}`, {
    method: 'PUT',
    body: JSON.stringify(identity),
  })
  expect(response.status).toBe(200)
}

/** Digits only, so it also serves as a GitHub or X numeric id. */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

export function socialButton(page: Page, name: string): Locator {
  return modal(page).getByRole('button', { name: `Continue with ${name}`, exact: true })
}

export function moreButton(page: Page): Locator {
  return modal(page).getByRole('button', { name: 'More', exact: true })
}

export async function openConnect(page: Page): Promise<void> {
  await connectButton(page).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
}

/** The social button for `name`, opening the "More" list first when it is behind it. */
export async function revealSocialButton(page: Page, name: string): Promise<Locator> {
  const button = socialButton(page, name)
  if (!(await button.isVisible())) {
    await expect(moreButton(page)).toBeVisible()
    if ((await moreButton(page).getAttribute('aria-expanded')) !== 'true') {
      await moreButton(page).click()
    }
  }
  await expect(button).toBeVisible()
  return button
}

/**
 * Clicks "Continue with <provider>" on the Connect view, lets the local provider finish
 * in the popup, and returns the connected address once the Account view shows
 * `userName` (the social username).
 */
export async function signInWithPopup(
  page: Page,
  provider: LocalProvider,
  userName: string,
): Promise<`0x${string}`> {
  const button = await revealSocialButton(page, SOCIAL_LABELS[provider])
  const documents: string[] = []
  const noteDocument = (request: Request) => {
    if (request.isNavigationRequest()) documents.push(request.url())
  }
  page.context().on('request', noteDocument)
  const popupOpened = page.context().waitForEvent('page')
  const clicked = performance.now()
  await button.click()
  const popup = await popupOpened
  await popup.waitForEvent('close')
  page.context().off('request', noteDocument)
  // The popup started on the secure site's own loading page, then its start page for the
  // flow (read from the requests: by the time the test looks, the popup may have moved on).
  const start = documents.findIndex((url) => url.includes(`/social/start?provider=${provider}`))
  expect(start).toBeGreaterThanOrEqual(0)
  expect(
    documents.slice(start + 1).some((url) => /\/social\/start\?flow=[0-9a-f-]{36}$/.test(url)),
  ).toBe(true)
  const address = await connectedAddress(page)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  console.log(
    `${provider} popup: click → connected in ${Math.round(performance.now() - clicked)} ms`,
  )
  await expect(modal(page).getByTestId('account-social')).toHaveText(userName)
  await expect(page.getByTestId('address')).toHaveText(address)
  return address
}

/**
 * Makes the local OAuth 2.0 providers' sign-in step a page sent with
 * `Cross-Origin-Opener-Policy: same-origin` (PUT <fixture>/coop), as real providers' are:
 * the popup loses its opener for good. Switch it off again in `finally`.
 */
export async function setProviderCoop(stack: StackInfo, on: boolean): Promise<void> {
  const response = await fetch(`${requireIdentityProviders(stack).url}/coop`, {
    method: 'PUT',
    body: JSON.stringify({ on }),
  })
  expect(response.status).toBe(200)
}
