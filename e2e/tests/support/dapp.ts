import { randomUUID } from 'node:crypto'
import { expect, type Locator, type Page } from '@playwright/test'
import { extractOtp, type MailClient } from '../../stack/mailClient'
import type { DappInfo, StackInfo } from '../../stack/stackInfo'
import { approvalLink, approveDevice } from './deviceApproval'

/** A new address per test: tests share one secure site and must not see each other. */
export function freshEmail(): string {
  return `user-${randomUUID()}@example.test`
}

export function requireDapp(stack: StackInfo): DappInfo {
  if (!stack.dapp) throw new Error('the stack runs without the example dapp')
  return stack.dapp
}

/** The wagmi example (sdk/examples/wagmi): the same page facts and buttons, driven by wagmi's hooks. */
export function requireWagmiDapp(stack: StackInfo): DappInfo {
  if (!stack.wagmiDapp) throw new Error('the stack runs without the wagmi example')
  return stack.wagmiDapp
}

/** The modal (it lives in an open shadow root, which Playwright's locators pierce). */
export function modal(page: Page): Locator {
  return page.getByRole('dialog')
}

export function connectButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Connect Wallet' })
}

/** Loads the dapp at `url` and waits until it has read its config and rendered. */
export async function openDapp(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await expect(page.getByTestId('status')).toBeVisible()
}

/**
 * Opens the modal when it is closed, types `email` and presses Continue. Returns the
 * time just before the press: mails after it belong to this attempt.
 */
export async function submitEmail(page: Page, email: string): Promise<Date> {
  if (!(await modal(page).isVisible())) await connectButton(page).click()
  await modal(page).getByLabel('Email').fill(email)
  const before = new Date()
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
  return before
}

/** Types the code digit by digit, as a person would, starting in the first box. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await modal(page).getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(code)
}

/** The code of the first sign-in mail to `email` after `after`. */
export async function readCode(mail: MailClient, email: string, after: Date): Promise<string> {
  return extractOtp(await mail.waitForMail(email, { after, timeoutMs: 15_000 }))
}

/** The connected address shown by the dapp, once its status says connected. */
export async function connectedAddress(page: Page): Promise<`0x${string}`> {
  await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 15_000 })
  const address = (await page.getByTestId('address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address as `0x${string}`
}

/**
 * A first sign-in up to the code step: the email, then (this browser being new to the
 * address) the approval link from the sink, followed over HTTP; returns the code that
 * the approval sent, with the modal on EmailVerifyOtp.
 */
export async function reachCodeStep(page: Page, mail: MailClient, email: string): Promise<string> {
  const before = await submitEmail(page, email)
  await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyDevice', { timeout: 15_000 })
  const linkMail = await mail.waitForMail(email, { after: before, timeoutMs: 15_000 })
  await approveDevice(page.request, approvalLink(linkMail))
  // CONNECT_DEVICE notices the approval on its next poll, then the code step shows.
  await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyOtp', { timeout: 15_000 })
  return extractOtp(await mail.waitForMail(email, { after: linkMail.id, timeoutMs: 15_000 }))
}

/** Email, device approval, then the code from the sink: a first sign-in up to connected. */
export async function enterEmailAndCode(page: Page, mail: MailClient, email: string) {
  await typeCode(page, await reachCodeStep(page, mail, email))
}

/** The whole first sign-in of a new email: address, code from the sink, connected. */
export async function signUp(page: Page, mail: MailClient, email: string) {
  await enterEmailAndCode(page, mail, email)
  const address = await connectedAddress(page)
  await closeModal(page)
  return address
}

export async function closeModal(page: Page): Promise<void> {
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await expect(modal(page)).toBeHidden()
}

/**
 * Serves this page a variant of the dapp's `airlock.config.json` (another projectId,
 * shorter timeouts, sign-in, fewer networks), the way an operator would edit the file
 * beside the build. Call before the page loads; a later call wins over an earlier one.
 */
export async function useDappConfig(
  page: Page,
  dapp: DappInfo,
  overrides: Partial<DappInfo['config']>,
): Promise<void> {
  await page.route('**/airlock.config.json', (route) =>
    route.fulfill({ json: { ...dapp.config, ...overrides } }),
  )
}

/** The dapp's config offering only `chainIds` (in that order) of the stack's anvils. */
export function onlyNetworks(dapp: DappInfo, chainIds: readonly number[]) {
  const networks = chainIds.map((chainId) => {
    const network = dapp.config.networks?.find((candidate) => candidate.chainId === chainId)
    if (!network) throw new Error(`the dapp's config has no chain ${chainId}`)
    return network
  })
  return { networks, chainId: networks[0]?.chainId ?? 0, rpcUrl: networks[0]?.rpcUrl ?? '' }
}
