/**
 * The EVM behaviours of real extensions (e2e/README.md, "EVM wallets as they
 * are"), each through the modal with the test wallet doing what MetaMask does
 * (its default) or, where they differ, what Rabby does.
 */
import type { Page } from '@playwright/test'
import { REAL_EVM_WALLET_INFOS } from '../fixtures/testWallet/testWallet'
import {
  connectNewWallet,
  connectWallet,
  installWallet,
  openAccount,
  openConnect,
  setWalletMode,
  walletAction,
  walletRows,
  walletState,
} from './support/browserWallet'
import { closeModal, connectedAddress, modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'

const PENDING_MESSAGE =
  'The wallet already has a request from this site open: finish it in the wallet, then try again.'
const LOCALHOST = 'Localhost'
const LOCALHOST_2 = 'Localhost 2'

const continueIn = (page: Page, name: string) =>
  modal(page).getByRole('heading', { name: `Continue in ${name}` })
const networkRow = (page: Page, name: string) =>
  modal(page).getByRole('list', { name: 'Networks' }).getByRole('button', { name, exact: true })

/** Account → "Network: <current>" → `target`, without waiting for the outcome. */
async function pickNetwork(page: Page, current: string, target: string): Promise<void> {
  await openAccount(page)
  await modal(page)
    .getByRole('button', { name: `Network: ${current}` })
    .click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Networks')
  await networkRow(page, target).click()
}

test('EIP-6963: MetaMask, Rabby, Coinbase Wallet and Brave, each listed once with its name and icon, re-announced on request', async ({
  page,
  stack,
}) => {
  const wallets = Object.values(REAL_EVM_WALLET_INFOS)
  await installWallet(page, stack, { wallets })
  await openDapp(page, requireDapp(stack).url)
  await openConnect(page)
  for (const { name, icon } of wallets) {
    await expect(walletRows(page, name)).toHaveCount(1)
    await expect(walletRows(page, name).locator('img')).toHaveAttribute('src', icon)
  }
  // Each answers a later requestProvider with the same info (same uuid) again.
  const reannounced = await page.evaluate(() => {
    const seen: { rdns: string; uuid: string }[] = []
    const record = (event: Event) => {
      const { info } = (event as CustomEvent<{ info: { rdns: string; uuid: string } }>).detail
      seen.push({ rdns: info.rdns, uuid: info.uuid })
    }
    window.addEventListener('eip6963:announceProvider', record)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', record)
    const wallets = Object.values(window.__airlockTestWallets ?? {})
    return { seen, uuids: wallets.map((wallet) => wallet.info.uuid) }
  })
  expect(reannounced.seen.map(({ rdns }) => rdns)).toEqual(wallets.map(({ rdns }) => rdns))
  expect(reannounced.seen.map(({ uuid }) => uuid)).toEqual(reannounced.uuids)
  // Still one row each after the re-announcements.
  await expect(walletRows(page, 'Rabby Wallet')).toHaveCount(1)
  expect(await connectWallet(page, 'Rabby Wallet')).toMatch(/^0x[0-9a-fA-F]{40}$/)
})

test('a second pick while the connect popup is open waits on that popup (no -32002), and connects when it is approved', async ({
  page,
  stack,
}) => {
  const wallet = await installWallet(page, stack, { mode: 'hold' })
  await openDapp(page, requireDapp(stack).url)
  await openConnect(page)
  await walletRows(page).click()
  await expect(continueIn(page, 'Airlock Test Wallet')).toBeVisible()
  // The user goes back and picks the wallet again while its popup still waits.
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await walletRows(page).click()
  await expect(continueIn(page, 'Airlock Test Wallet')).toBeVisible()
  await expect(modal(page).getByRole('alert')).toHaveCount(0)
  await setWalletMode(page, 'approve')
  expect(await connectedAddress(page)).toBe(wallet.address)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
})

for (const pendingConnect of ['metamask', 'rabby'] as const)
  test(`${pendingConnect === 'metamask' ? 'MetaMask’s -32002' : 'Rabby’s -32001'} for a request the page left open: the modal says what to do, and Try again connects once it is approved`, async ({
    page,
    stack,
  }) => {
    const wallet = await installWallet(page, stack, { mode: 'hold', behaviour: { pendingConnect } })
    await openDapp(page, requireDapp(stack).url)
    // Another script of the page asked first; its popup waits.
    await page.evaluate(() => {
      void window.__airlockTestWallet?.provider.request({ method: 'eth_requestAccounts' })
    })
    await openConnect(page)
    await walletRows(page).click()
    await expect(modal(page).getByRole('alert')).toHaveText(PENDING_MESSAGE)
    await setWalletMode(page, 'approve')
    await expect.poll(async () => (await walletState(page)).granted).toBe(true)
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    expect(await connectedAddress(page)).toBe(wallet.address)
  })

test('the user disconnects the site inside the wallet (accountsChanged []): the dapp is disconnected and a reload does not reconnect', async ({
  page,
  stack,
}) => {
  await connectNewWallet(page, stack)
  await walletAction(page, 'revokeSite')
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})

test('a wallet without wallet_revokePermissions (4200): Disconnect still disconnects, and a reload does not reconnect', async ({
  page,
  stack,
}) => {
  await connectNewWallet(page, stack, { unsupportedMethods: ['wallet_revokePermissions'] })
  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  // The wallet still grants the site (it could not be asked to forget it): the SDK must not restore.
  expect(await walletState(page)).toMatchObject({ granted: true })
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})

test('disconnect 4900 (EIP-1193) disconnects the dapp; MetaMask’s 1013 while it reconnects does not', async ({
  page,
  stack,
}) => {
  await connectNewWallet(page, stack)
  await closeModal(page)
  await walletAction(page, 'disconnect', { code: 1013 })
  await walletAction(page, 'reconnect')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
  await expect(page.getByTestId('status')).toHaveText('connected')
  await walletAction(page, 'disconnect', { code: 4900 })
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})

test('4901: the wallet’s node for its chain does not answer; a send shows the wallet’s message, signing still works', async ({
  page,
  stack,
}) => {
  const [first] = Object.values(stack.chains)
  if (!first) throw new Error('the stack has no chain')
  // A port nothing listens on, as a wallet whose RPC for this chain is down.
  await connectNewWallet(page, stack, {
    chains: [{ chainId: first.chainId, rpcUrl: 'http://127.0.0.1:1' }],
  })
  await closeModal(page)
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await expect(page.getByTestId('error')).toHaveText(
    'The provider is disconnected from the specified chain.',
  )
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
})

test('4902, then wallet_addEthereumChain rejected: the Networks view says so, and the wallet and the modal stay on Localhost', async ({
  page,
  stack,
}) => {
  await connectNewWallet(page, stack, { unknownChains: true })
  await setWalletMode(page, 'reject')
  await pickNetwork(page, LOCALHOST, LOCALHOST_2)
  await expect(modal(page).getByRole('alert')).toHaveText('User rejected the request')
  await expect(networkRow(page, LOCALHOST)).toHaveAttribute('aria-current', 'true')
  expect(await walletState(page)).toMatchObject({ chainId: 31337, added: {} })
  await expect(page.getByTestId('chain-id')).toHaveText('31337')
})

for (const chainChanged of ['afterResolve', 'beforeResolve'] as const)
  test(`chainChanged ${chainChanged === 'afterResolve' ? 'after (MetaMask)' : 'before (Rabby)'} the switch resolves: the Networks view lands right both ways`, async ({
    page,
    stack,
  }) => {
    await connectNewWallet(page, stack, { behaviour: { chainChanged } })
    for (const [current, target, chainId] of [
      [LOCALHOST, LOCALHOST_2, '31338'],
      [LOCALHOST_2, LOCALHOST, '31337'],
    ] as const) {
      await pickNetwork(page, current, target)
      await expect(modal(page)).toHaveAttribute('data-view', 'Account')
      await expect(modal(page).getByRole('button', { name: `Network: ${target}` })).toBeVisible()
      await expect(page.getByTestId('chain-id')).toHaveText(chainId)
      // Stays so once the late event has come too.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
      await expect(page.getByTestId('chain-id')).toHaveText(chainId)
      await modal(page)
        .getByRole('button', { name: `Network: ${target}` })
        .click()
      await expect(networkRow(page, target)).toHaveAttribute('aria-current', 'true')
      await modal(page).getByRole('button', { name: 'Back' }).click()
    }
  })

test('MetaMask locked: the dapp stays connected; a signature waits for the unlock, then signs', async ({
  page,
  stack,
}) => {
  await connectNewWallet(page, stack)
  await closeModal(page)
  await walletAction(page, 'lock')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
  await expect(page.getByTestId('result')).toHaveCount(0)
  await expect(page.getByTestId('status')).toHaveText('connected')
  await walletAction(page, 'unlock')
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
})

test('MetaMask locked across a reload: the dapp reconnects without a prompt (eth_accounts keeps the account)', async ({
  page,
  stack,
}) => {
  const wallet = await connectNewWallet(page, stack)
  await closeModal(page)
  await walletAction(page, 'lock')
  await page.reload()
  expect(await connectedAddress(page)).toBe(wallet.address)
  expect(await walletState(page)).toMatchObject({ locked: true })
})

test('Rabby locked (accountsChanged []): the dapp is disconnected; picking the wallet waits on the unlock, then connects', async ({
  page,
  stack,
}) => {
  const wallet = await connectNewWallet(page, stack, { behaviour: { onLock: 'emptyAccounts' } })
  await closeModal(page)
  await walletAction(page, 'lock')
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await openConnect(page)
  await walletRows(page).click()
  await expect(continueIn(page, 'Airlock Test Wallet')).toBeVisible()
  await walletAction(page, 'unlock')
  expect(await connectedAddress(page)).toBe(wallet.address)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
})
