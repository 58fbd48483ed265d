import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { paymentKey } from '../fixtures/bitcoinTestWallet/bitcoinKeys'
import { BITCOIN_TEST_WALLET_NAME } from '../fixtures/bitcoinTestWallet/bitcoinTestWallet'
import { installBitcoinTestWallet } from '../fixtures/bitcoinTestWallet/bitcoinTestWalletScript'
import type { BitcoinInfo } from '../stack/stackInfo'
import type { E2EWindow } from './support/airlockHandle'
import { bitcoinAccount, esplora, localBitcoin, sats } from './support/bitcoin'
import { openConnect, walletRows } from './support/browserWallet'
import { modal, openDapp, requireDapp, useDappConfig } from './support/dapp'
import { expect, test } from './support/fixtures'
import { recordScripts } from './support/loadedScripts'

/** The SDK's Bitcoin chunk and the chunk that loads it (sdk/src/core/features/…) as Vite names them. */
const BITCOIN_CHUNK = /\/startBitcoinWalletSession-[\w-]+\.js$/
const SESSIONS_CHUNK = /\/standardWallets\.impl-[\w-]+\.js$/

type BitcoinTestWalletWindow = Window & {
  __airlockBitcoinTestWallet?: {
    payment: { address: string }
    ordinals: { address: string }
    getState(): { connected: boolean; requests: string[] }
  }
}

/** A Bitcoin test wallet with fresh keys in `page`, on the stack's Esplora fixture. */
async function installNewBitcoinWallet(page: Page, bitcoin: BitcoinInfo): Promise<void> {
  await installBitcoinTestWallet(page, {
    paymentSecret: randomBytes(32).toString('hex'),
    ordinalsSecret: randomBytes(32).toString('hex'),
    esploraUrl: bitcoin.esploraUrl,
  })
}

const testWallet = (page: Page) =>
  page.evaluate(() => {
    const wallet = (window as BitcoinTestWalletWindow).__airlockBitcoinTestWallet
    if (!wallet) throw new Error('no Bitcoin test wallet in the page')
    return {
      payment: wallet.payment.address,
      ordinals: wallet.ordinals.address,
      ...wallet.getState(),
    }
  })

test('a Bitcoin Wallet Standard wallet connects with its payment address, signs BIP-322, sends BTC from the Account view, is reconnected after a reload, and disconnects', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const bitcoin = localBitcoin(stack)
  const dapp = requireDapp(stack)
  await installNewBitcoinWallet(page, bitcoin)
  const scripts = recordScripts(page)
  // Balances straight from Esplora (the SDK's RPC path), without the data API fixture.
  await useDappConfig(page, dapp, {
    bitcoinNetworks: [
      { caipNetworkId: bitcoin.network, esploraUrl: bitcoin.esploraUrl, name: 'Bitcoin Regtest' },
    ],
    apiUrls: {
      walletApi: dapp.config.apiUrls?.walletApi,
      analytics: dapp.config.apiUrls?.analytics,
    },
  })
  await openDapp(page, dapp.url)
  const { payment, ordinals } = await testWallet(page)
  await esplora(bitcoin, '/__fund', { address: payment, sats: 200_000 })

  await openConnect(page)
  await expect(walletRows(page, BITCOIN_TEST_WALLET_NAME)).toHaveCount(1)
  await walletRows(page, BITCOIN_TEST_WALLET_NAME).click()
  await expect(page.getByTestId('address')).toHaveText(payment)
  expect(await bitcoinAccount(page)).toBe(payment)
  const addresses = await page.evaluate(() =>
    (window as E2EWindow).__airlockE2E?.().getProvider('bip122').getAccountAddresses(),
  )
  expect(addresses?.map(({ address, purpose }) => ({ address, purpose }))).toEqual([
    { address: payment, purpose: 'payment' },
    { address: ordinals, purpose: 'ordinals' },
  ])

  // BIP-322 by default, verified by bip322-js against the payment address.
  const message = 'Sign in to the Airlock example on Bitcoin'
  const signature = await page.evaluate(async (text) => {
    const provider = (window as E2EWindow).__airlockE2E?.().getProvider('bip122')
    if (!provider) throw new Error('no Airlock instance')
    return provider.signMessage({ message: text })
  }, message)
  expect(Verifier.verifySignature(payment, message, signature)).toBe(true)
  expect(Verifier.verifySignature(payment, `${message}!`, signature)).toBe(false)

  // A rejection in the wallet is 4001, as on the other namespaces.
  await page.evaluate(() =>
    (
      window as Window & { __airlockBitcoinTestWallet?: { setMode(mode: string): void } }
    ).__airlockBitcoinTestWallet?.setMode('reject'),
  )
  const refused = await page.evaluate(async () => {
    const provider = (window as E2EWindow).__airlockE2E?.().getProvider('bip122')
    return provider?.signMessage({ message: 'no' }).then(
      () => undefined,
      (error: { code?: string; rpcCode?: number; message?: string }) => ({
        code: error.code,
        rpcCode: error.rpcCode,
        message: error.message,
      }),
    )
  })
  expect(refused).toEqual({
    code: 'USER_REJECTED',
    rpcCode: 4001,
    message: 'User rejected the request',
  })
  await page.evaluate(() =>
    (
      window as Window & { __airlockBitcoinTestWallet?: { setMode(mode: string): void } }
    ).__airlockBitcoinTestWallet?.setMode('approve'),
  )

  // The Account view shows the Esplora balance; Send goes through the wallet's sendTransfer.
  // The modal stayed open on Account after the connect; else the header button opens it.
  if (!(await modal(page).isVisible()))
    await page.getByRole('button', { name: new RegExp(`^${payment.slice(0, 6)}…`) }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByTestId('balance')).toHaveText(/^0\.002\s*BTC$/)
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend')
  await expect(modal(page).getByRole('button', { name: 'Select token: BTC' })).toBeVisible()
  const receiver = paymentKey(randomBytes(32).toString('hex')).address
  const receiverBefore = await sats(bitcoin, receiver)
  // The receiver with a typo in its bech32 checksum: the send form refuses it, the wallet
  // is never asked (a shape-only check once let it through, issue 24 §2).
  const typo = `${receiver.slice(0, -1)}${receiver.endsWith('q') ? 'p' : 'q'}`
  await modal(page).getByLabel('Amount').fill('0.0005')
  await modal(page).getByLabel('Receiver').fill(typo)
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modal(page).getByRole('alert')).toHaveText(
    'An amount and receiver address are required',
  )
  expect((await testWallet(page)).requests).not.toContain('bitcoin:sendTransfer')
  await modal(page).getByLabel('Amount').fill('0.0005')
  await modal(page).getByLabel('Receiver').fill(receiver)
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Sent 0.0005 BTC')).toBeVisible({ timeout: 30_000 })
  expect(await sats(bitcoin, receiver)).toBe(receiverBefore + 50_000)
  const left = await sats(bitcoin, payment)
  // The wallet paid the fee at the fixture's next-block rate out of the rest.
  expect(left).toBeLessThan(200_000 - 50_000)
  expect(left).toBeGreaterThan(200_000 - 50_000 - 5_000)
  expect((await testWallet(page)).requests).toContain('bitcoin:sendTransfer')
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(
    modal(page)
      .getByText(`${(left / 1e8).toFixed(3)} BTC`)
      .first(),
  ).toBeVisible()

  // A reload: the remembered wallet is reconnected without a prompt.
  await page.reload()
  await expect(page.getByTestId('status')).toBeVisible()
  await expect.poll(() => bitcoinAccount(page)).toBe(payment)
  await expect(page.getByTestId('address')).toHaveText(payment)

  await page.evaluate(() => (window as E2EWindow).__airlockE2E?.().disconnect('bip122'))
  await expect.poll(() => bitcoinAccount(page)).toBeUndefined()
  expect((await testWallet(page)).connected).toBe(false)

  // One Bitcoin chunk, loaded once per page load (two here: before and after the reload).
  const bitcoinScripts = scripts.filter((script) => BITCOIN_CHUNK.test(script.url))
  expect(bitcoinScripts).toHaveLength(2)
  expect(new Set(bitcoinScripts.map((script) => script.url)).size).toBe(1)
  test.info().annotations.push({
    type: 'bitcoin chunk bytes (transfer)',
    description: String(bitcoinScripts[0]?.bytes),
  })
})

test('a page with EVM networks only loads no Bitcoin code and lists no Bitcoin wallet', async ({
  page,
  stack,
}) => {
  await installNewBitcoinWallet(page, localBitcoin(stack))
  const scripts = recordScripts(page)
  await openDapp(page, requireDapp(stack).url)
  await openConnect(page)
  await expect(walletRows(page, BITCOIN_TEST_WALLET_NAME)).toHaveCount(0)
  expect(scripts.length).toBeGreaterThan(0)
  expect(
    scripts.filter((script) => BITCOIN_CHUNK.test(script.url) || SESSIONS_CHUNK.test(script.url)),
  ).toEqual([])
})
