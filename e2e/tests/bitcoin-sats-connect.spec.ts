/**
 * A sats-connect wallet (Xverse's provider shape: `XverseProviders.BitcoinProvider`, listed
 * in `btc_providers`) in the example dapp: the SDK bridges it into its Bitcoin wallets, so
 * it connects from the modal and goes through the same bip122 provider as a Wallet
 * Standard wallet, on the stack's Esplora fixture.
 */
import { randomBytes } from 'node:crypto'
import * as ecc from '@bitcoinerlab/secp256k1'
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { address, Psbt, Transaction } from 'bitcoinjs-lib'
import { paymentKey, REGTEST } from '../fixtures/bitcoinTestWallet/bitcoinKeys'
import { SATS_CONNECT_TEST_WALLET_NAME } from '../fixtures/satsConnectTestWallet/satsConnectTestWallet'
import { installSatsConnectTestWallet } from '../fixtures/satsConnectTestWallet/satsConnectTestWalletScript'
import type { BitcoinInfo, StackInfo } from '../stack/stackInfo'
import type { E2EWindow } from './support/airlockHandle'
import { openConnect, walletRows } from './support/browserWallet'
import { openDapp, requireDapp, useDappConfig } from './support/dapp'
import { expect, test } from './support/fixtures'

type SatsConnectWindow = Window & {
  __airlockSatsConnectTestWallet?: {
    payment: { address: string }
    ordinals: { address: string }
    setMode(mode: string): void
    getState(): { connected: boolean; requests: string[] }
  }
}

function localBitcoin(stack: StackInfo): BitcoinInfo {
  if (!stack.bitcoin) throw new Error('the stack runs no Esplora fixture')
  return stack.bitcoin
}

async function esplora<T>(bitcoin: BitcoinInfo, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${bitcoin.esploraUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`)
  return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T
}

/** Confirmed plus mempool sats of `address`. */
async function sats(bitcoin: BitcoinInfo, address: string): Promise<number> {
  type Stats = { funded_txo_sum: number; spent_txo_sum: number }
  const { chain_stats: chain, mempool_stats: pool } = await esplora<{
    chain_stats: Stats
    mempool_stats: Stats
  }>(bitcoin, `/address/${address}`)
  return chain.funded_txo_sum - chain.spent_txo_sum + pool.funded_txo_sum - pool.spent_txo_sum
}

/** The example dapp on the stack's regtest network, a sats-connect wallet with fresh keys in it. */
async function openWithWallet(
  page: Page,
  stack: StackInfo,
  options: { alsoStandard?: boolean; preferOrdinals?: boolean } = {},
) {
  const bitcoin = localBitcoin(stack)
  const dapp = requireDapp(stack)
  await installSatsConnectTestWallet(page, {
    paymentSecret: randomBytes(32).toString('hex'),
    ordinalsSecret: randomBytes(32).toString('hex'),
    esploraUrl: bitcoin.esploraUrl,
    alsoStandard: options.alsoStandard === true,
  })
  await useDappConfig(page, dapp, {
    bitcoinNetworks: [
      { caipNetworkId: bitcoin.network, esploraUrl: bitcoin.esploraUrl, name: 'Bitcoin Regtest' },
    ],
    apiUrls: {
      walletApi: dapp.config.apiUrls?.walletApi,
      analytics: dapp.config.apiUrls?.analytics,
    },
    ...(options.preferOrdinals ? { preferredAccountTypes: { bip122: 'ordinals' } } : {}),
  })
  await openDapp(page, dapp.url)
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

const bitcoinAccount = (page: Page) =>
  page.evaluate(() => (window as E2EWindow).__airlockE2E?.().getAccount('bip122')?.address)

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
  await esplora(bitcoin, '/__fund', { address: payment, sats: 200_000 })

  await connectFromModal(page)
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
  const message = 'Sign in to the Airlock example with Xverse'
  const sign = (text: string) =>
    page.evaluate(async (body) => {
      const provider = (window as E2EWindow).__airlockE2E?.().getProvider('bip122')
      if (!provider) throw new Error('no Airlock instance')
      return provider.signMessage({ message: body }).then(
        (signature) => ({ signature }),
        (error: { code?: string; rpcCode?: number; message?: string }) => ({
          refused: { code: error.code, rpcCode: error.rpcCode, message: error.message },
        }),
      )
    }, text)
  const signed = await sign(message)
  if (!('signature' in signed)) throw new Error(`not signed: ${JSON.stringify(signed)}`)
  expect(Verifier.verifySignature(payment, message, signed.signature)).toBe(true)
  expect(Verifier.verifySignature(payment, `${message}!`, signed.signature)).toBe(false)

  // The wallet's rejection (sats-connect -32000) is 4001, as on the other namespaces.
  await setMode(page, 'reject')
  expect(await sign('no')).toEqual({
    refused: { code: 'USER_REJECTED', rpcCode: 4001, message: 'User rejected the request' },
  })
  await setMode(page, 'approve')

  // sendTransfer: the receiver gets exactly the amount.
  const receiver = paymentKey(randomBytes(32).toString('hex')).address
  const receiverBefore = await sats(bitcoin, receiver)
  const txid = await page.evaluate(
    ([to, amount]) =>
      (window as E2EWindow)
        .__airlockE2E?.()
        .getProvider('bip122')
        .sendTransfer({ recipient: to, amount }),
    [receiver, '50000'] as const,
  )
  expect(txid).toMatch(/^[0-9a-f]{64}$/)
  expect(await sats(bitcoin, receiver)).toBe(receiverBefore + 50_000)

  // signPsbt: the payment input comes back signed, and the fixture accepts the transaction.
  const { txid: fundingTxid } = await esplora<{ txid: string }>(bitcoin, '/__fund', {
    address: payment,
    sats: 30_000,
  })
  const funding = Transaction.fromHex(await esplora<string>(bitcoin, `/tx/${fundingTxid}/hex`))
  const paymentScript = Buffer.from(address.toOutputScript(payment, REGTEST))
  const vout = funding.outs.findIndex((out) => paymentScript.equals(out.script))
  const out = funding.outs[vout]
  if (!out) throw new Error('the funding output expected')
  const psbt = new Psbt({ network: REGTEST })
  psbt.addInput({ hash: fundingTxid, index: vout, witnessUtxo: out })
  psbt.addOutput({ address: receiver, value: 29_000n })
  const signedPsbt = await page.evaluate(
    ([base64, signer]) =>
      (window as E2EWindow)
        .__airlockE2E?.()
        .getProvider('bip122')
        .signPsbt({ psbt: base64, signInputs: [{ address: signer, index: 0 }] }),
    [psbt.toBase64(), payment] as const,
  )
  if (!signedPsbt) throw new Error('a signed PSBT expected')
  const done = Psbt.fromBase64(signedPsbt.psbt, { network: REGTEST })
  expect(done.data.inputs[0]?.partialSig).toHaveLength(1)
  expect(
    done.validateSignaturesOfInput(0, (pubkey, hash, signature) =>
      ecc.verify(hash, pubkey, signature),
    ),
  ).toBe(true)
  done.finalizeAllInputs()
  const broadcast = await esplora<string>(bitcoin, '/tx', done.extractTransaction().toHex())
  expect(broadcast).toBe(done.extractTransaction().getId())

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
  const addresses = await page.evaluate(() =>
    (window as E2EWindow).__airlockE2E?.().getProvider('bip122').getAccountAddresses(),
  )
  expect(addresses?.map(({ address }) => address)).toEqual([payment, ordinals])
})
