import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { TEST_WALLET_INFO } from '../fixtures/testWallet/testWallet'
import type { E2EWindow } from './support/airlockHandle'
import {
  connectWallet,
  installWallet,
  openAccount,
  openConnect,
  walletRows,
  walletState,
} from './support/browserWallet'
import { modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'
import {
  installNewSolanaWallet,
  localSolana,
  SOLANA_WALLET_NAME,
  solanaAccount,
  solanaSignatureVerifies,
  useSolanaNetworks,
} from './support/solana'

/** The Account view's namespace switch. */
const namespaceSwitch = (page: Page) => modal(page).getByRole('group', { name: 'Namespace' })
const namespaceButton = (page: Page, label: RegExp) =>
  namespaceSwitch(page).getByRole('button', { name: label })
const shownAddress = (page: Page) => modal(page).getByTestId('account-address')

/** Records the instance's events on the page (read back with `events`). */
async function recordEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = window as E2EWindow & { __events?: string[] }
    target.__events = []
    target.__airlockE2E?.().subscribeEvents((event) => target.__events?.push(event.type))
  })
}
const events = (page: Page) =>
  page.evaluate(() => (window as Window & { __events?: string[] }).__events ?? [])

const instanceState = (page: Page) =>
  page.evaluate(() => {
    const handle = (window as E2EWindow).__airlockE2E?.()
    if (!handle) throw new Error('no Airlock instance')
    const { status, address, activeNamespace } = handle.getState()
    return { status, address, activeNamespace }
  })

async function personalSignVerifies(page: Page, address: `0x${string}`, message: string) {
  const signature = await page.evaluate(
    ([text, from]) =>
      (window as E2EWindow)
        .__airlockE2E?.()
        .getProvider('eip155')
        .request({ method: 'personal_sign', params: [text, from] }),
    [message, address] as const,
  )
  return verifyMessage({ address, message, signature: signature as `0x${string}` })
}

test('an EVM and a Solana wallet connected at once: switch namespace in Account, sign on each, disconnect one', async ({
  page,
  stack,
}) => {
  const cluster = localSolana(stack)
  const evm = await installWallet(page, stack)
  const solana = await installNewSolanaWallet(page, cluster)
  await useSolanaNetworks(page, stack, [cluster])
  await openDapp(page, requireDapp(stack).url)

  // EVM first, through the wallet list.
  expect(await connectWallet(page)).toBe(evm.address)
  await openAccount(page)
  await expect(namespaceButton(page, /^EVM/)).toHaveAttribute('aria-pressed', 'true')
  await expect(namespaceButton(page, /^Solana/)).toHaveText('Solana (not connected)')

  // Solana beside it: the namespace without a wallet opens Connect, its wallet connects.
  await namespaceButton(page, /^Solana/).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await walletRows(page, SOLANA_WALLET_NAME).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(shownAddress(page)).toHaveAttribute('title', solana)
  await expect(namespaceButton(page, /^Solana/)).toHaveAttribute('aria-pressed', 'true')
  expect(await instanceState(page)).toEqual({
    status: 'connected',
    address: solana,
    activeNamespace: 'solana',
  })
  const accounts = await page.evaluate(() => {
    const handle = (window as E2EWindow).__airlockE2E?.()
    return [handle?.getAccount('eip155')?.caipAddress, handle?.getAccount('solana')?.caipAddress]
  })
  expect(accounts).toEqual([`eip155:31337:${evm.address}`, `${cluster.caip2}:${solana}`])
  expect(await solanaSignatureVerifies(page, solana, 'Airlock: Solana, beside EVM')).toBe(true)

  // Back to EVM: the wallet is asked nothing, the namespace switch is reported.
  await recordEvents(page)
  const evmBefore = await walletState(page)
  await namespaceButton(page, /^EVM/).click()
  await expect(namespaceButton(page, /^EVM/)).toHaveAttribute('aria-pressed', 'true')
  await expect(shownAddress(page)).toHaveAttribute('title', evm.address)
  await expect(page.getByTestId('address')).toHaveText(evm.address)
  expect(await events(page)).toContain('SWITCH_NETWORK')
  expect(await walletState(page)).toEqual(evmBefore)
  // Each provider answers for its own namespace, whichever is active.
  expect(await personalSignVerifies(page, evm.address, 'Airlock: EVM, beside Solana')).toBe(true)
  expect(await solanaSignatureVerifies(page, solana, 'Airlock: Solana, not active')).toBe(true)

  // Disconnect with both: only the namespace shown goes; Solana stays, now active.
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(shownAddress(page)).toHaveAttribute('title', solana)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  expect(await instanceState(page)).toEqual({
    status: 'connected',
    address: solana,
    activeNamespace: 'solana',
  })
  expect(await solanaAccount(page)).toBe(solana)
  await expect(namespaceButton(page, /^EVM/)).toHaveText('EVM (not connected)')
  expect(await solanaSignatureVerifies(page, solana, 'Airlock: Solana, alone')).toBe(true)

  // Disconnect the last one: the modal closes, nothing is connected.
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})

test('an extension announcing both EIP-6963 and a Solana wallet is one row, which connects both namespaces', async ({
  page,
  stack,
}) => {
  const cluster = localSolana(stack)
  const evm = await installWallet(page, stack)
  // The Solana side announces the EIP-6963 side's name, as one extension does.
  const solana = await installNewSolanaWallet(page, cluster, { name: TEST_WALLET_INFO.name })
  await useSolanaNetworks(page, stack, [cluster])
  await openDapp(page, requireDapp(stack).url)

  await openConnect(page)
  await expect(walletRows(page, TEST_WALLET_INFO.name)).toHaveCount(1)
  await walletRows(page, TEST_WALLET_INFO.name).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect.poll(() => solanaAccount(page)).toBe(solana)
  const evmAccount = await page.evaluate(
    () => (window as E2EWindow).__airlockE2E?.().getAccount('eip155')?.address,
  )
  expect(evmAccount).toBe(evm.address)
  await expect(namespaceButton(page, /^EVM/)).toHaveText('EVM')
  await expect(namespaceButton(page, /^Solana/)).toHaveText('Solana')
  expect(await solanaSignatureVerifies(page, solana, 'Airlock: one extension')).toBe(true)
  expect(await personalSignVerifies(page, evm.address, 'Airlock: one extension')).toBe(true)
})
