/**
 * The EIP-6963 test wallet (fixtures/testWallet) as the suites use it: installed
 * in a page on the stack's anvil chains, connected through the modal's wallet list.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  installTestWallet,
  TEST_WALLET_INFO,
  type TestWalletMode,
  type TestWalletScriptConfig,
} from '../../fixtures/testWallet/testWallet'
import type { StackInfo } from '../../stack/stackInfo'
import { closeModal, connectButton, connectedAddress, modal, openDapp, requireDapp } from './dapp'

export interface InstalledWallet {
  address: Hex
  privateKey: Hex
}

/**
 * Installs the test wallet in `page` (before its next navigation) with a new key,
 * so no two tests share an account, knowing every anvil of the stack. `options`
 * may start it elsewhere (`chainId`), in another mode, or as several wallets.
 */
export async function installWallet(
  page: Page,
  stack: StackInfo,
  options: Partial<TestWalletScriptConfig> = {},
): Promise<InstalledWallet> {
  const privateKey = options.privateKey ?? generatePrivateKey()
  const chains = Object.values(stack.chains).map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
  await installTestWallet(page, { chains, ...options, privateKey })
  return { address: privateKeyToAccount(privateKey).address, privateKey }
}

/**
 * The start of most test-wallet tests: a new wallet installed (installWallet), the example
 * dapp opened and connected with it through the wallet list.
 */
export async function connectNewWallet(
  page: Page,
  stack: StackInfo,
  options: Partial<TestWalletScriptConfig> = {},
): Promise<InstalledWallet> {
  const wallet = await installWallet(page, stack, options)
  await openDapp(page, requireDapp(stack).url)
  expect(await connectWallet(page)).toBe(wallet.address)
  return wallet
}

/** Tells the page's wallet (the first, or the one with `rdns`) to approve, reject or not know chains. */
export async function setWalletMode(
  page: Page,
  mode: TestWalletMode,
  rdns?: string,
): Promise<void> {
  await page.evaluate(
    ([next, id]) => {
      const wallet = id ? window.__airlockTestWallets?.[id] : window.__airlockTestWallet
      if (!wallet) throw new Error(`no test wallet ${id ?? ''} in this page`)
      wallet.setMode(next)
    },
    [mode, rdns] as const,
  )
}

/** What the user does in the page's wallet (the first, or `rdns`) besides answering prompts. */
export type WalletAction = 'lock' | 'unlock' | 'disconnect' | 'reconnect' | 'revokeSite'

/** Locks, unlocks, cuts off (`disconnect`, with `code`) or revokes the site in the page's wallet. */
export async function walletAction(
  page: Page,
  action: WalletAction,
  { rdns, code }: { rdns?: string; code?: number } = {},
): Promise<void> {
  await page.evaluate(
    ([name, id, disconnectCode]) => {
      const wallet = id ? window.__airlockTestWallets?.[id] : window.__airlockTestWallet
      if (!wallet) throw new Error(`no test wallet ${id ?? ''} in this page`)
      if (name === 'disconnect') wallet.disconnect(disconnectCode)
      else wallet[name]()
    },
    [action, rdns, code] as const,
  )
}

/** What the page's wallet (the first, or `rdns`) remembers: permission, chain, added chains. */
export function walletState(page: Page, rdns?: string) {
  return page.evaluate((id) => {
    const wallet = id ? window.__airlockTestWallets?.[id] : window.__airlockTestWallet
    if (!wallet) throw new Error(`no test wallet ${id ?? ''} in this page`)
    return wallet.getState()
  }, rdns)
}

/** The Connect view's wallet list. */
export function walletList(page: Page): Locator {
  return modal(page).getByRole('list', { name: 'Wallets' })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The rows whose accessible name begins with `name` (the tags, "Installed" / "Recent", follow it). */
export function walletRows(page: Page, name: string = TEST_WALLET_INFO.name): Locator {
  return walletList(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}\\b`) })
}

/** Opens the modal on Connect when it is closed. */
export async function openConnect(page: Page): Promise<void> {
  if (!(await modal(page).isVisible())) await connectButton(page).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
}

/** Picks `name` in the Connect list; resolves once the dapp shows it connected. */
export async function connectWallet(
  page: Page,
  name: string = TEST_WALLET_INFO.name,
): Promise<`0x${string}`> {
  await openConnect(page)
  await walletRows(page, name).click()
  return connectedAddress(page)
}

/** Account, through the dapp's header button (the short address once connected) unless it shows already. */
export async function openAccount(page: Page): Promise<void> {
  if (await modal(page).isVisible()) {
    if ((await modal(page).getAttribute('data-view')) === 'Account') return
    await closeModal(page)
  }
  await page.getByRole('button', { name: /^0x[0-9a-fA-F]{4}…/ }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
}
