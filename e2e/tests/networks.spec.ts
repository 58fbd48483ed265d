import type { Page } from '@playwright/test'
import { connectWallet, installWallet, openAccount, walletState } from './support/browserWallet'
import {
  closeModal,
  connectedAddress,
  freshEmail,
  modal,
  onlyNetworks,
  openDapp,
  requireDapp,
  signUp,
  useDappConfig,
} from './support/dapp'
import { expect, test } from './support/fixtures'
import { frameWire } from './support/wire'

/** The names @airlock/sdk gives the two anvil chains (localhost, localhost2). */
const LOCALHOST = 'Localhost'
const LOCALHOST_2 = 'Localhost 2'
const UNSUPPORTED_TEXT =
  'This app doesn’t support your current network. Switch to an available option to continue.'

const networkList = (page: Page) => modal(page).getByRole('list', { name: 'Networks' })
const networkRow = (page: Page, name: string) =>
  networkList(page).getByRole('button', { name, exact: true })

/** Account → "Network: <current>" → Choose Network → `target`; back on Account once switched. */
async function switchInModal(page: Page, current: string, target: string): Promise<void> {
  await openAccount(page)
  await modal(page)
    .getByRole('button', { name: `Network: ${current}` })
    .click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Networks')
  await expect(modal(page).getByRole('heading', { name: 'Choose Network' })).toBeVisible()
  await expect(networkRow(page, current)).toHaveAttribute('aria-current', 'true')
  await expect(networkRow(page, target)).not.toHaveAttribute('aria-current', 'true')
  await networkRow(page, target).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByRole('button', { name: `Network: ${target}` })).toBeVisible()
}

test('browser wallet: 31337 → 31338 → 31337 through the Networks view', async ({ page, stack }) => {
  await installWallet(page, stack)
  await openDapp(page, requireDapp(stack).url)
  await connectWallet(page)
  await expect(page.getByTestId('chain-id')).toHaveText('31337')

  await switchInModal(page, LOCALHOST, LOCALHOST_2)
  await expect(page.getByTestId('chain-id')).toHaveText('31338')
  // The wallet itself moved (wallet_switchEthereumChain), not only the modal's idea of it.
  expect(await walletState(page)).toMatchObject({ chainId: 31338, added: {} })

  await switchInModal(page, LOCALHOST_2, LOCALHOST)
  await expect(page.getByTestId('chain-id')).toHaveText('31337')
  expect(await walletState(page)).toMatchObject({ chainId: 31337 })
})

test('browser wallet that does not know 31338 (4902): the chain is added, then switched to', async ({
  page,
  stack,
}) => {
  await installWallet(page, stack, { mode: 'unknownChain' })
  await openDapp(page, requireDapp(stack).url)
  await connectWallet(page)

  await switchInModal(page, LOCALHOST, LOCALHOST_2)
  await expect(page.getByTestId('chain-id')).toHaveText('31338')
  const state = await walletState(page)
  expect(state.chainId).toBe(31338)
  // wallet_addEthereumChain got the dapp's network; the fixture keeps its own node's URL for it.
  expect(Object.keys(state.added)).toEqual(['31338'])
})

test('embedded wallet: the Networks view switches the frame (SWITCH_NETWORK), the dapp’s button switches back', async ({
  page,
  stack,
  mail,
}) => {
  await openDapp(page, requireDapp(stack).url)
  await signUp(page, mail, freshEmail())
  await expect(page.getByTestId('chain-id')).toHaveText('31337')

  await switchInModal(page, LOCALHOST, LOCALHOST_2)
  await expect(page.getByTestId('chain-id')).toHaveText('31338')
  const asked = (await frameWire(page)).filter(({ type }) => type === '@w3m-app/SWITCH_NETWORK')
  expect(asked.map(({ payload }) => payload)).toEqual([expect.objectContaining({ chainId: 31338 })])
  await closeModal(page)

  // airlock.switchNetwork from the page goes the same way.
  await page.getByRole('button', { name: `Switch to ${LOCALHOST}` }).click()
  await expect(page.getByTestId('chain-id')).toHaveText('31337')
  await expect
    .poll(async () =>
      (await frameWire(page))
        .filter(({ type }) => type === '@w3m-app/SWITCH_NETWORK')
        .map(({ payload }) => (payload as { chainId?: unknown }).chainId),
    )
    .toEqual([31338, 31337])
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('a wallet on a chain the dapp does not offer gets UnsupportedChain, which gives way after the switch', async ({
  page,
  stack,
}) => {
  const dapp = requireDapp(stack)
  // The dapp offers 31337 only; the wallet sits on 31338.
  await useDappConfig(page, dapp, onlyNetworks(dapp, [31337]))
  await installWallet(page, stack, { chainId: 31338 })
  await openDapp(page, dapp.url)
  await connectWallet(page)

  await expect(modal(page)).toHaveAttribute('data-view', 'UnsupportedChain')
  await expect(modal(page).getByRole('heading', { name: 'Switch Network' })).toBeVisible()
  await expect(modal(page).getByText(UNSUPPORTED_TEXT)).toBeVisible()
  await expect(modal(page).getByRole('button', { name: 'Disconnect' })).toBeVisible()
  await expect(page.getByTestId('chain-id')).toHaveText('31338')
  await expect(networkList(page).getByRole('button')).toHaveCount(1)

  await networkRow(page, LOCALHOST).click()
  await expect(modal(page)).not.toHaveAttribute('data-view', 'UnsupportedChain')
  await expect(page.getByTestId('chain-id')).toHaveText('31337')
  expect(await walletState(page)).toMatchObject({ chainId: 31337 })
  if (await modal(page).isVisible()) await closeModal(page)

  // The user moves the wallet itself to the unoffered chain: the view comes back.
  await page.evaluate(() =>
    window.__airlockTestWallet?.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    }),
  )
  await expect(modal(page)).toHaveAttribute('data-view', 'UnsupportedChain')
  await expect(page.getByTestId('chain-id')).toHaveText('31338')
})

test('allowUnsupportedChain: the wallet stays on the unoffered chain and no UnsupportedChain opens', async ({
  page,
  stack,
}) => {
  const dapp = requireDapp(stack)
  await useDappConfig(page, dapp, { ...onlyNetworks(dapp, [31337]), allowUnsupportedChain: true })
  const wallet = await installWallet(page, stack, { chainId: 31338 })
  await openDapp(page, dapp.url)
  expect(await connectWallet(page)).toBe(wallet.address)

  await expect(page.getByTestId('chain-id')).toHaveText('31338')
  await expect(modal(page)).not.toHaveAttribute('data-view', 'UnsupportedChain')
  if (await modal(page).isVisible()) await closeModal(page)
  // Reopening is the rule's other trigger: still no UnsupportedChain.
  await openAccount(page)
  expect(await connectedAddress(page)).toBe(wallet.address)
})
