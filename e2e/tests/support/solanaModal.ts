/**
 * The modal as the Solana suites drive it: an email sign-up with Solana Local the active
 * network, the Account view of a Solana address, and a cluster switch from Networks.
 */
import { expect, type Page } from '@playwright/test'
import type { StackInfo } from '../../stack/stackInfo'
import type { E2EWindow } from './airlockHandle'
import { closeModal, enterEmailAndCode, freshEmail, modal, openDapp, requireDapp } from './dapp'
import { solanaAccount } from './solana'

/** Signs a fresh email up with Solana Local the active network; the embedded Solana address. */
export async function signUpOnSolana(
  page: Page,
  stack: StackInfo,
  mail: Parameters<typeof enterEmailAndCode>[1],
): Promise<string> {
  await openDapp(page, requireDapp(stack).url)
  await page.getByRole('button', { name: 'Switch to Solana Local', exact: true }).click()
  await expect(page.getByTestId('network-name')).toHaveText('Solana Local')
  await enterEmailAndCode(page, mail, freshEmail())
  await expect
    .poll(() => solanaAccount(page), { timeout: 15_000 })
    .toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  return (await solanaAccount(page)) as string
}

/** The Account view, through the dapp's header button (the address's first characters). */
export async function openSolanaAccount(page: Page, address: string): Promise<void> {
  if (await modal(page).isVisible()) await closeModal(page)
  await page.getByRole('button', { name: new RegExp(`^${address.slice(0, 6)}…`) }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
}

const networkRow = (page: Page, name: string) =>
  modal(page).getByRole('list', { name: 'Networks' }).getByRole('button', { name, exact: true })

/** Account → "Network: <current>" → Choose Network → `target`; back on Account once switched. */
export async function switchCluster(page: Page, current: string, target: string): Promise<void> {
  await modal(page)
    .getByRole('button', { name: `Network: ${current}` })
    .click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Networks')
  await networkRow(page, target).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByRole('button', { name: `Network: ${target}` })).toBeVisible()
}

/** The instance's Solana CAIP address (getAccount('solana').caipAddress). */
export const solanaCaipAddress = (page: Page) =>
  page.evaluate(() => (window as E2EWindow).__airlockE2E?.().getAccount('solana')?.caipAddress)
