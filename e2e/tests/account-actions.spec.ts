import type { Page } from '@playwright/test'
import { connectWallet, installWallet, openAccount } from './support/browserWallet'
import { modal, openDapp, requireDapp, useDappConfig } from './support/dapp'
import { expect, test } from './support/fixtures'

const actions = (page: Page) =>
  modal(page).getByRole('list', { name: 'Wallet actions' }).getByRole('button')

async function accountWith(
  page: Page,
  stack: Parameters<typeof requireDapp>[0],
  overrides: Parameters<typeof useDappConfig>[2],
) {
  const dapp = requireDapp(stack)
  await installWallet(page, stack)
  await useDappConfig(page, dapp, overrides)
  await openDapp(page, dapp.url)
  await connectWallet(page)
  await openAccount(page)
}

test('by default Account offers Buy, Swap, Receive, Send (SPEC §1 order) and Activity', async ({
  page,
  stack,
}) => {
  await accountWith(page, stack, {})
  await expect(actions(page)).toHaveText(['Buy', 'Swap', 'Receive', 'Send'])
  await expect(modal(page).getByRole('button', { name: 'Activity' })).toBeVisible()
})

test('features send, swaps, onramp, receive and history off: no wallet actions, no Activity', async ({
  page,
  stack,
}) => {
  await accountWith(page, stack, {
    features: { send: false, swaps: false, onramp: false, receive: false, history: false },
  })
  await expect(modal(page).getByTestId('balance')).toBeVisible()
  await expect(modal(page).getByRole('list', { name: 'Wallet actions' })).toHaveCount(0)
  await expect(modal(page).getByRole('button', { name: 'Activity' })).toHaveCount(0)
  // What is not a wallet feature stays.
  await expect(modal(page).getByRole('button', { name: /^Choose a name/ })).toBeVisible()
  await expect(modal(page).getByRole('button', { name: 'Disconnect' })).toBeVisible()
})

test('one feature off hides only its action; walletFeaturesOrder puts the others in its order', async ({
  page,
  stack,
}) => {
  await accountWith(page, stack, {
    features: { swaps: false },
    walletFeaturesOrder: ['send', 'receive'],
  })
  // The order given first, then the features it leaves out in SPEC §1 order; Swap is off.
  await expect(actions(page)).toHaveText(['Send', 'Receive', 'Buy'])
  await expect(modal(page).getByRole('button', { name: 'Activity' })).toBeVisible()
  await actions(page).filter({ hasText: 'Receive' }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletReceive')
})
