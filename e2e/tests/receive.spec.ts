import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { connectNewWallet, openAccount } from './support/browserWallet'
import { modal, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'
import { decodeQr } from './support/qrDecode'
import { signUpOnDapp } from './support/signedUp'

/** The SDK's names of the stack's anvils, in the dapp config's order (31337, then 31338). */
const NETWORK_NAMES: Record<number, string> = { 31337: 'Localhost', 31338: 'Localhost 2' }

/** Account → "Receive", then what a visitor checks: QR, address, copy, networks. */
async function expectReceive(page: Page, address: string, networks: readonly string[]) {
  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Receive', exact: true }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletReceive')

  const qr = modal(page).getByRole('img', { name: `QR code of your address ${address}` })
  await expect(qr).toBeVisible()
  expect(await decodeQr(qr)).toBe(address)
  await expect(modal(page).getByTestId('receive-address')).toHaveText(address)

  await modal(page).getByRole('button', { name: 'Copy address' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Address copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

  const listed = modal(page).getByRole('list', { name: 'Networks' }).getByRole('listitem')
  await expect(listed).toHaveText([...networks])
  await expectNoAxeViolations(page, 'WalletReceive')
}

test.beforeEach(async ({ context, stack }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(requireDapp(stack).url).origin,
  })
})

test('the test wallet: the QR code reads as the address, Copy address copies it, the networks are listed', async ({
  page,
  stack,
}) => {
  const dapp = requireDapp(stack)
  const wallet = await connectNewWallet(page, stack)
  const networks = (dapp.config.networks ?? []).map(({ chainId }) => NETWORK_NAMES[chainId] ?? '')
  expect(networks.length).toBeGreaterThan(0)
  await expectReceive(page, wallet.address, networks)
})

test('the embedded wallet: the QR code reads as its address, Copy address copies it', async ({
  page,
  stack,
  mail,
}) => {
  const { dapp, address } = await signUpOnDapp(page, stack, mail)
  const networks = (dapp.config.networks ?? []).map(({ chainId }) => NETWORK_NAMES[chainId] ?? '')
  await expectReceive(page, address, networks)
})
