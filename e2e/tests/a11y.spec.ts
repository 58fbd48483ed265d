import type { Page } from '@playwright/test'
import { approvalCard, reject } from './support/approval'
import { expectNoAxeViolations } from './support/axe'
import {
  installWallet,
  openAccount,
  openConnect,
  setWalletMode,
  walletRows,
} from './support/browserWallet'
import {
  connectButton,
  connectedAddress,
  freshEmail,
  modal,
  onlyNetworks,
  openDapp,
  reachCodeStep,
  requireDapp,
  typeCode,
  useDappConfig,
} from './support/dapp'
import { expect, test } from './support/fixtures'

const onView = (page: Page, view: string) =>
  expect(modal(page)).toHaveAttribute('data-view', view, { timeout: 15_000 })

/** Whether keyboard focus is on a control inside the dialog (in the modal's shadow root). */
function focusInsideDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const host = document.querySelector('[data-airlock-modal]')
    const root = host?.shadowRoot
    const dialog = root?.querySelector('[role="dialog"]')
    const focused = root?.activeElement
    return document.activeElement === host && !!focused && !!dialog?.contains(focused)
  })
}

test('axe finds nothing on Connect, AllWallets, EmailVerifyOtp, SIWXSignMessage, Account, Networks and ApproveTransaction', async ({
  page,
  stack,
  mail,
}) => {
  // Seven views, and a whole sign-up between them (approval link, then the code).
  test.setTimeout(120_000)
  const dapp = requireDapp(stack)
  await useDappConfig(page, dapp, { siwx: 'optional' })
  await openDapp(page, dapp.url)

  await openConnect(page)
  await expectNoAxeViolations(page, 'Connect')

  await modal(page)
    .getByRole('button', { name: /^All Wallets\b/ })
    .click()
  await onView(page, 'AllWallets')
  await expect(
    modal(page).getByRole('list', { name: 'All wallets' }).getByRole('button').first(),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'AllWallets')
  await modal(page).getByRole('button', { name: 'Back', exact: true }).click()
  await onView(page, 'Connect')

  const email = freshEmail()
  const code = await reachCodeStep(page, mail, email)
  await expect(modal(page).getByLabel('Digit 1 of 6')).toBeVisible()
  await expectNoAxeViolations(page, 'EmailVerifyOtp')
  await typeCode(page, code)
  await connectedAddress(page)
  await onView(page, 'SIWXSignMessage')
  await expectNoAxeViolations(page, 'SIWXSignMessage')
  await modal(page).getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(modal(page)).toBeHidden()

  await openAccount(page)
  await expectNoAxeViolations(page, 'Account')
  await modal(page).getByRole('button', { name: 'Network: Localhost' }).click()
  await onView(page, 'Networks')
  await expectNoAxeViolations(page, 'Networks')
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  await page.getByRole('button', { name: 'Sign message' }).click()
  await onView(page, 'ApproveTransaction')
  await approvalCard(page)
  await expectNoAxeViolations(page, 'ApproveTransaction')
  await reject(page)
  await expect(page.getByTestId('error')).toBeVisible()
})

test('axe finds nothing on ConnectingExternal (waiting, declined) and UnsupportedChain', async ({
  page,
  stack,
}) => {
  const dapp = requireDapp(stack)
  await useDappConfig(page, dapp, onlyNetworks(dapp, [31337]))
  await installWallet(page, stack, { mode: 'hold', chainId: 31338 })
  await openDapp(page, dapp.url)

  await openConnect(page)
  await walletRows(page).click()
  await onView(page, 'ConnectingExternal')
  await expect(modal(page).getByText('Continue in Airlock Test Wallet')).toBeVisible()
  await expectNoAxeViolations(page, 'ConnectingExternal (waiting)')
  await setWalletMode(page, 'reject')
  await expect(modal(page).getByText('Connection declined')).toBeVisible()
  await expectNoAxeViolations(page, 'ConnectingExternal (declined)')

  await setWalletMode(page, 'approve')
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await onView(page, 'UnsupportedChain')
  await expect(modal(page).getByRole('list', { name: 'Networks' })).toBeVisible()
  await expectNoAxeViolations(page, 'UnsupportedChain')
})

test('keyboard: Tab stays inside the dialog, Escape closes it, focus goes back to the opener', async ({
  page,
  stack,
}) => {
  await openDapp(page, requireDapp(stack).url)
  await connectButton(page).focus()
  await page.keyboard.press('Enter')
  await onView(page, 'Connect')
  await expect.poll(() => focusInsideDialog(page)).toBe(true)

  // More presses than the view has controls, both ways: focus wraps, never leaves.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press(key)
      expect(await focusInsideDialog(page), `after ${press + 1} × ${key}`).toBe(true)
    }
  }

  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(connectButton(page)).toBeFocused()
})
