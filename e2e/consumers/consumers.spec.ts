import { expect, test } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { installTestWallet } from '../fixtures/testWallet/testWallet'
import { walletRows } from '../tests/support/browserWallet'
import { closeModal, modal } from '../tests/support/dapp'
import { CONSUMER_PAGES, readConsumersInfo } from './consumerApps'

// What the README's snippet names: no secure site runs in this check, and localhost's RPC
// is the check's own anvil.
const SECURE_SITE = 'https://wallet.example.com'
const LOCALHOST_RPC = 'http://127.0.0.1:8545'

const openButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Open Airlock' })

/**
 * Every consumer page's setting: the embedded wallet's frame is refused at once (the
 * browser wallet does not need it), localhost's RPC is the check's anvil, and a fresh test
 * wallet is installed. Answers the apps' URLs and the wallet's address.
 */
async function preparePage(page: import('@playwright/test').Page) {
  const { urls, rpcUrl } = readConsumersInfo()
  await page.route(
    (url) => url.origin === SECURE_SITE,
    (route) => route.abort(),
  )
  await page.route(
    (url) => url.origin === LOCALHOST_RPC,
    (route) => route.continue({ url: rpcUrl }),
  )
  const privateKey = generatePrivateKey()
  await installTestWallet(page, { privateKey, chains: [{ chainId: 31337, rpcUrl }] })
  return { urls, address: privateKeyToAccount(privateKey).address }
}

for (const { name, app, path, wagmi } of CONSUMER_PAGES) {
  test(`${name}: airlock.open() shows Connect, the test wallet connects, Account shows`, async ({
    page,
  }) => {
    const { urls, address } = await preparePage(page)

    await page.goto(new URL(path, urls[app]).href)
    await expect(page.getByTestId('status')).toHaveText('disconnected')
    await openButton(page).click()
    await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
    await walletRows(page).click()
    await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 15_000 })
    await expect(page.getByTestId('address')).toHaveText(address)
    // The wagmi pages run @airlock/sdk/wagmi (the README's wagmi snippet): the modal's
    // connection reached wagmi.
    if (wagmi) await expect(page.getByTestId('wagmi-address')).toHaveText(address)
    await expect(modal(page)).toHaveAttribute('data-view', 'Account')

    await closeModal(page)
    await openButton(page).click()
    await expect(modal(page)).toHaveAttribute('data-view', 'Account')
    await expect(modal(page)).toContainText(`${address.slice(0, 6)}`)
  })
}

// The README's html-standalone page, as it is, beside the tarball's dist/standalone/ copied
// as `airlock/`: no bundler, no React of its own. Its <airlock-button> opens the modal, whose
// code is a hashed chunk beside airlock.js, imported by its relative URL (at the first idle
// moment or on that click, whichever comes first: attachModal's prefetch).
test('plain HTML without a bundler (the standalone build): <airlock-button> opens the modal, the test wallet connects', async ({
  page,
}) => {
  const { urls, address } = await preparePage(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto(new URL('/', urls['html-standalone']).href)
  // The snippet's label: the element follows its attribute.
  const button = page.locator('airlock-button').getByRole('button')
  await expect(button).toHaveText('Connect')
  await expect(page.locator('airlock-network-button').getByRole('button')).toBeVisible()
  expect(scripts[0]).toBe('/airlock/airlock.js')
  expect(scripts.every((path) => /^\/airlock\/(airlock|chunks\/[\w-]+)\.js$/.test(path))).toBe(true)

  await button.click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  expect(scripts).toContainEqual(
    expect.stringMatching(/^\/airlock\/chunks\/mountModal-[\w-]+\.js$/),
  )
  await walletRows(page).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account', { timeout: 15_000 })
  await closeModal(page)
  // Connected, <airlock-button> is the account button: the address cut to 4…6.
  await expect(button).toContainText(address.slice(0, 6))
  await button.click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  expect(errors).toEqual([])
})
