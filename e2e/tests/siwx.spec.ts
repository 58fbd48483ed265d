import type { Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { airlockState } from './support/airlockHandle'
import { approvalCard, approve, cardField, reject } from './support/approval'
import { connectWallet, installWallet, setWalletMode } from './support/browserWallet'
import {
  connectedAddress,
  enterEmailAndCode,
  freshEmail,
  modal,
  openDapp,
  requireDapp,
  useDappConfig,
} from './support/dapp'
import { expect, test } from './support/fixtures'

/** Where the default SIWX keeps sessions (SIWX_STORAGE_KEY of @airlock/sdk). */
const SESSIONS_KEY = '@airlock/siwx_sessions'

interface StoredSession {
  data: { accountAddress: string; chainId: string; domain: string; uri: string }
  message: string
  signature: Hex
}

function storedSessions(page: Page): Promise<StoredSession[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredSession[],
    SESSIONS_KEY,
  )
}

/** One session for `address` on 31337, for this page's origin, whose signature verifies. */
async function expectVerifiedSession(page: Page, address: Hex): Promise<void> {
  const sessions = await storedSessions(page)
  expect(sessions).toHaveLength(1)
  const [session] = sessions
  if (!session) return
  const origin = new URL(page.url())
  expect(session.data).toMatchObject({ chainId: 'eip155:31337', domain: origin.host })
  expect(session.data.accountAddress.toLowerCase()).toBe(address.toLowerCase())
  expect(session.message).toContain(
    `${origin.host} wants you to sign in with your Ethereum account:`,
  )
  expect(
    await verifyMessage({ address, message: session.message, signature: session.signature }),
  ).toBe(true)
}

const signInView = (page: Page) =>
  expect(modal(page)).toHaveAttribute('data-view', 'SIWXSignMessage')

test('required, embedded wallet: a decline stays with "Signature declined", signing stores a verified session and closes, a reload skips the view', async ({
  page,
  stack,
  mail,
}) => {
  const dapp = requireDapp(stack)
  await useDappConfig(page, dapp, { siwx: 'required' })
  await openDapp(page, dapp.url)
  await enterEmailAndCode(page, mail, freshEmail())
  const address = await connectedAddress(page)
  await signInView(page)
  // Closing is disabled while sign-in is required and no session exists (SPEC §2).
  await page.keyboard.press('Escape')
  await signInView(page)

  await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(cardField(await approvalCard(page), 'Method')).toHaveText('personal_sign')
  await reject(page)
  await signInView(page)
  await expect(modal(page).getByText('Signature declined')).toBeVisible()
  expect(await storedSessions(page)).toEqual([])
  await expect(page.getByTestId('status')).toHaveText('connected')

  await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await approve(page)
  await expect(modal(page)).toBeHidden()
  await expectVerifiedSession(page, address)

  await page.reload()
  expect(await connectedAddress(page)).toBe(address)
  // The session check runs as the account connects, before the page shows it connected.
  await expect(modal(page)).toBeHidden()
  await page.getByRole('button', { name: /^0x/ }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
})

test('required: Cancel disconnects and the router is back on Connect', async ({
  page,
  stack,
  mail,
}) => {
  const dapp = requireDapp(stack)
  await useDappConfig(page, dapp, { siwx: 'required' })
  await openDapp(page, dapp.url)
  await enterEmailAndCode(page, mail, freshEmail())
  await connectedAddress(page)
  await signInView(page)
  await expect(modal(page).getByText('Cancelling will disconnect you.')).toBeVisible()

  await modal(page).getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(modal(page)).not.toHaveAttribute('data-view', 'SIWXSignMessage')
  expect(await airlockState(page)).toMatchObject({ view: 'Connect', status: 'disconnected' })
  expect(await storedSessions(page)).toEqual([])
})

test('optional, browser wallet: decline, Cancel keeps the wallet connected and closes on Connect, a later sign-in is kept across reloads', async ({
  page,
  stack,
}) => {
  const dapp = requireDapp(stack)
  await useDappConfig(page, dapp, { siwx: 'optional' })
  const wallet = await installWallet(page, stack)
  await openDapp(page, dapp.url)
  expect(await connectWallet(page)).toBe(wallet.address)
  await signInView(page)

  await setWalletMode(page, 'reject')
  await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(modal(page).getByText('Signature declined')).toBeVisible()
  await signInView(page)

  await modal(page).getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('status')).toHaveText('connected')
  expect(await airlockState(page)).toMatchObject({ view: 'Connect', open: false })
  expect(await storedSessions(page)).toEqual([])

  // Still no session: the next visit asks again, and this time the wallet signs.
  await page.reload()
  await connectedAddress(page)
  await signInView(page)
  await setWalletMode(page, 'approve')
  await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(modal(page)).toBeHidden()
  await expectVerifiedSession(page, wallet.address)

  await page.reload()
  expect(await connectedAddress(page)).toBe(wallet.address)
  await expect(modal(page)).toBeHidden()
})
