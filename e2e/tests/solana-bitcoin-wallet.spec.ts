/**
 * One extension registering a Solana and a Bitcoin Wallet Standard wallet under one name
 * (the two test wallets' in-page scripts, both named so): one row in the wallet list, one
 * click connects both namespaces, and the Account view's namespace switch has both.
 */
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { paymentKey } from '../fixtures/bitcoinTestWallet/bitcoinKeys'
import { installBitcoinTestWallet } from '../fixtures/bitcoinTestWallet/bitcoinTestWalletScript'
import type { E2EWindow } from './support/airlockHandle'
import { openConnect, walletRows } from './support/browserWallet'
import { modal, openDapp, requireDapp, useDappConfig } from './support/dapp'
import { expect, test } from './support/fixtures'
import { installNewSolanaWallet, localSolana, solanaSignatureVerifies } from './support/solana'

const NAME = 'Airlock Multichain Test Wallet'

const namespaceButton = (page: Page, label: RegExp) =>
  modal(page).getByRole('group', { name: 'Namespace' }).getByRole('button', { name: label })

const account = (page: Page, namespace: 'solana' | 'bip122') =>
  page.evaluate(
    (chain) => (window as E2EWindow).__airlockE2E?.().getAccount(chain)?.address,
    namespace,
  )

test('an extension with a Solana and a Bitcoin wallet is one row; one click connects both namespaces', async ({
  page,
  stack,
}) => {
  const cluster = localSolana(stack)
  const bitcoin = stack.bitcoin
  if (!bitcoin) throw new Error('the stack runs no Esplora fixture')
  const dapp = requireDapp(stack)
  const solana = await installNewSolanaWallet(page, cluster, { name: NAME })
  const paymentSecret = randomBytes(32).toString('hex')
  const payment = paymentKey(paymentSecret).address
  await installBitcoinTestWallet(page, {
    paymentSecret,
    ordinalsSecret: randomBytes(32).toString('hex'),
    esploraUrl: bitcoin.esploraUrl,
    name: NAME,
  })
  await useDappConfig(page, dapp, {
    solanaNetworks: [
      { caipNetworkId: cluster.caip2, rpcUrl: cluster.rpcUrl, name: 'Solana Local' },
    ],
    bitcoinNetworks: [
      { caipNetworkId: bitcoin.network, esploraUrl: bitcoin.esploraUrl, name: 'Bitcoin Regtest' },
    ],
  })
  await openDapp(page, dapp.url)

  await openConnect(page)
  await expect(walletRows(page, NAME)).toHaveCount(1)
  await walletRows(page, NAME).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect.poll(() => account(page, 'solana')).toBe(solana)
  await expect.poll(() => account(page, 'bip122')).toBe(payment)
  await expect(namespaceButton(page, /^Solana/)).toHaveText('Solana')
  await expect(namespaceButton(page, /^Bitcoin/)).toHaveText('Bitcoin')

  // Each namespace signs with its own wallet side.
  expect(await solanaSignatureVerifies(page, solana, 'Airlock: one extension, two chains')).toBe(
    true,
  )
  const message = 'Airlock: one extension, two chains'
  const signature = await page.evaluate(async (text) => {
    const provider = (window as E2EWindow).__airlockE2E?.().getProvider('bip122')
    if (!provider) throw new Error('no Airlock instance')
    return provider.signMessage({ message: text })
  }, message)
  expect(Verifier.verifySignature(payment, message, signature)).toBe(true)

  // The namespace switch moves between the two without asking either wallet again.
  await namespaceButton(page, /^Solana/).click()
  await expect(namespaceButton(page, /^Solana/)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('address')).toHaveText(solana)
})
