/**
 * A sats-connect wallet (Xverse's provider shape: `XverseProviders.BitcoinProvider`, listed
 * in `btc_providers`) in the example dapp: the SDK bridges it into its Bitcoin wallets, so
 * it connects from the modal and goes through the same bip122 provider as a Wallet
 * Standard wallet, on the stack's Esplora fixture.
 */
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { paymentKey } from '../fixtures/bitcoinTestWallet/bitcoinKeys'
import { SATS_CONNECT_TEST_WALLET_NAME } from '../fixtures/satsConnectTestWallet/satsConnectTestWallet'
import { installSatsConnectTestWallet } from '../fixtures/satsConnectTestWallet/satsConnectTestWalletScript'
import type { StackInfo } from '../stack/stackInfo'
import type { E2EWindow } from './support/airlockHandle'
import {
  bitcoinAccount,
  bitcoinAddresses,
  fund,
  localBitcoin,
  openRegtestDapp,
  sats,
  sendOnBip122,
  signAndBroadcastOnBip122,
  signOnBip122,
  unsignedPayment,
} from './support/bitcoin'
import { openConnect, walletRows } from './support/browserWallet'
import { expect, test } from './support/fixtures'

type SatsConnectWindow = Window & {
  __airlockSatsConnectTestWallet?: {
    payment: { address: string }
    ordinals: { address: string }
    setMode(mode: string): void
    getState(): { connected: boolean; requests: string[] }
  }
}

/** The example dapp on the stack's regtest network, a sats-connect wallet with fresh keys in it. */
async function openWithWallet(
  page: Page,
  stack: StackInfo,
  options: { alsoStandard?: boolean; preferOrdinals?: boolean } = {},
) {
  await installSatsConnectTestWallet(page, {
    paymentSecret: randomBytes(32).toString('hex'),
    ordinalsSecret: randomBytes(32).toString('hex'),
    esploraUrl: localBitcoin(stack).esploraUrl,
    alsoStandard: options.alsoStandard === true,
  })
  const bitcoin = await openRegtestDapp(
    page,
    stack,
    options.preferOrdinals ? { preferredAccountTypes: { bip122: 'ordinals' } } : {},
  )
  const wallet = await testWallet(page)
  return { bitcoin, payment: wallet.payment, ordinals: wallet.ordinals }
}

const testWallet = (page: Page) =>
  page.evaluate(() => {
    const wallet = (window as SatsConnectWindow).__airlockSatsConnectTestWallet
    if (!wallet) throw new Error('no sats-connect test wallet in the page')
    return {
      payment: wallet.payment.address,
      ordinals: wallet.ordinals.address,
      ...wallet.getState(),
    }
  })

const setMode = (page: Page, mode: string) =>
  page.evaluate(
    (next) => (window as SatsConnectWindow).__airlockSatsConnectTestWallet?.setMode(next),
    mode,
  )

async function connectFromModal(page: Page): Promise<void> {
  await openConnect(page)
  await expect(walletRows(page, SATS_CONNECT_TEST_WALLET_NAME)).toHaveCount(1)
  await walletRows(page, SATS_CONNECT_TEST_WALLET_NAME).click()
}

test('a sats-connect wallet connects from the modal with its payment address, signs BIP-322, sends, signs a PSBT, is reconnected after a reload, and disconnects', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const { bitcoin, payment, ordinals } = await openWithWallet(page, stack)
  await fund(bitcoin, payment, 200_000)

  await connectFromModal(page)
  await expect(page.getByTestId('address')).toHaveText(payment)
  expect(await bitcoinAccount(page)).toBe(payment)
  expect(await bitcoinAddresses(page)).toEqual([
    { address: payment, purpose: 'payment' },
    { address: ordinals, purpose: 'ordinals' },
  ])

  // BIP-322 by default, verified by bip322-js against the payment address.
  const message = 'Sign in to the Airlock example with Xverse'
  const signed = await signOnBip122(page, message)
  if (!('signature' in signed)) throw new Error(`not signed: ${JSON.stringify(signed)}`)
  expect(Verifier.verifySignature(payment, message, signed.signature)).toBe(true)
  expect(Verifier.verifySignature(payment, `${message}!`, signed.signature)).toBe(false)

  // The wallet's rejection (sats-connect -32000) is 4001, as on the other namespaces.
  await setMode(page, 'reject')
  expect(await signOnBip122(page, 'no')).toEqual({
    refused: { code: 'USER_REJECTED', rpcCode: 4001, message: 'User rejected the request' },
  })
  await setMode(page, 'approve')

  // sendTransfer: the receiver gets exactly the amount.
  const receiver = paymentKey(randomBytes(32).toString('hex')).address
  const receiverBefore = await sats(bitcoin, receiver)
  const sent = await sendOnBip122(page, receiver, '50000')
  if (!('txid' in sent)) throw new Error(`not sent: ${JSON.stringify(sent)}`)
  expect(sent.txid).toMatch(/^[0-9a-f]{64}$/)
  expect(await sats(bitcoin, receiver)).toBe(receiverBefore + 50_000)

  // signPsbt: the payment input comes back signed, and the fixture accepts the transaction.
  const psbt = await unsignedPayment(bitcoin, payment, receiver)
  expect(await signAndBroadcastOnBip122(page, bitcoin, psbt, payment)).toEqual({
    partialSigs: 1,
    signatureValid: true,
    accepted: true,
  })

  // A reload: the remembered wallet is reconnected without a prompt.
  await page.reload()
  await expect(page.getByTestId('status')).toBeVisible()
  await expect.poll(() => bitcoinAccount(page)).toBe(payment)
  await expect(page.getByTestId('address')).toHaveText(payment)
  expect((await testWallet(page)).requests).toEqual([])

  await page.evaluate(() => (window as E2EWindow).__airlockE2E?.().disconnect('bip122'))
  await expect.poll(() => bitcoinAccount(page)).toBeUndefined()
  expect((await testWallet(page)).connected).toBe(false)
})

test('a wallet announced through the Wallet Standard and sats-connect is one row', async ({
  page,
  stack,
}) => {
  const { payment } = await openWithWallet(page, stack, { alsoStandard: true })
  await connectFromModal(page)
  await expect.poll(() => bitcoinAccount(page)).toBe(payment)
})

test("with preferredAccountTypes { bip122: 'ordinals' } the ordinals address is the account", async ({
  page,
  stack,
}) => {
  const { payment, ordinals } = await openWithWallet(page, stack, { preferOrdinals: true })
  await connectFromModal(page)
  await expect(page.getByTestId('address')).toHaveText(ordinals)
  expect(await bitcoinAccount(page)).toBe(ordinals)
  expect((await bitcoinAddresses(page))?.map(({ address }) => address)).toEqual([payment, ordinals])
})
