/**
 * The embedded wallet's sign-in methods in the Account view (issue 22 §5): Google joined
 * to an email account shows beside the email; Remove asks on the frame's own card (an
 * Approve the host cannot give); once removed, that Google account opens a wallet of its
 * own, not this one. (A host posting REMOVE_SIGN_IN_METHOD: handlers/removeSignInMethod.test.ts.)
 */
import type { Page } from '@playwright/test'
import { approve } from './support/approval'
import { freshEmail, modal, openDapp, requireDapp, signUp } from './support/dapp'
import { expect, test } from './support/fixtures'
import { openConnect, setIdentity, signInWithPopup, unique } from './support/social'

async function openAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^0x/ }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
}

const methods = (page: Page) => modal(page).getByTestId('sign-in-method')

test('link Google to an email wallet, see both, remove Google after the card: Google then opens another wallet', async ({
  page,
  stack,
  mail,
}) => {
  const dapp = requireDapp(stack)
  const email = freshEmail()
  await openDapp(page, dapp.url)
  const address = await signUp(page, mail, email)

  // Google with the same verified address, on this (approved) device: the same wallet.
  const sub = `google-${unique()}`
  const name = `Ada ${unique()}`
  await setIdentity(stack, 'google', { sub, email, emailVerified: true, name })
  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await openConnect(page)
  expect(await signInWithPopup(page, 'google', name)).toBe(address)

  await expect(methods(page)).toHaveCount(2)
  await expect(methods(page).nth(0)).toContainText(`Email · ${email}`)
  await expect(methods(page).nth(1)).toContainText(`Google · ${name}`)
  await expect(methods(page).nth(1)).toContainText('Linked')

  // Remove: the frame's card names the method; only its Approve removes it.
  await modal(page).getByRole('button', { name: 'Remove Google' }).click()
  const card = page.frameLocator('#w3m-iframe')
  await expect(card.getByRole('heading', { name: 'Remove sign-in method' })).toBeVisible()
  await expect(
    card.getByText(`Remove Google (${name}) as a way to sign in to this wallet?`),
  ).toBeVisible()
  await approve(page)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(methods(page)).toHaveCount(1)
  await expect(methods(page).nth(0)).toContainText(`Email · ${email}`)

  // The same Google account (now without a verified address, so nothing can join it by
  // email) signs in to a wallet of its own: the link is gone.
  await setIdentity(stack, 'google', { sub, email: null, emailVerified: false, name })
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await openConnect(page)
  expect(await signInWithPopup(page, 'google', name)).not.toBe(address)
})
