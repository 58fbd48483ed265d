/**
 * The Bitcoin wallets as the real ones behave (issue 23 §2; the "Bitcoin wallets as they
 * are" table of e2e/README.md): Leather through its own request API, and a wallet on
 * mainnet while the dapp is on the stack's regtest, refused before it is asked to spend,
 * as Unisat (getChain, or getNetwork on older versions) and Xverse (wallet_getNetwork)
 * report their network.
 */
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { paymentKey } from '../fixtures/bitcoinTestWallet/bitcoinKeys'
import { installLeatherTestWallet } from '../fixtures/leatherTestWallet/leatherTestWalletScript'
import { installSatsConnectTestWallet } from '../fixtures/satsConnectTestWallet/satsConnectTestWalletScript'
import { installUnisatTestWallet } from '../fixtures/unisatTestWallet/unisatTestWalletScript'
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

type Wallets = Window & {
  __airlockLeatherTestWallet?: {
    setMode(mode: string): void
    getState(): { requests: string[]; calls: string[] }
  }
  __airlockUnisatTestWallet?: {
    setChain(chain: string): void
    getState(): { calls: string[] }
  }
  __airlockSatsConnectTestWallet?: { payment: { address: string } }
}

const secrets = () => ({
  paymentSecret: randomBytes(32).toString('hex'),
  ordinalsSecret: randomBytes(32).toString('hex'),
})
const newReceiver = () => paymentKey(randomBytes(32).toString('hex')).address

async function connectRow(page: Page, row: string) {
  await openConnect(page)
  await expect(walletRows(page, row)).toHaveCount(1)
  await walletRows(page, row).click()
  await expect.poll(() => bitcoinAccount(page)).toBeDefined()
  return (await bitcoinAccount(page)) as string
}
const leatherCalls = (page: Page) =>
  page.evaluate(() => (window as Wallets).__airlockLeatherTestWallet?.getState().calls ?? [])
const unisatCalls = (page: Page) =>
  page.evaluate(() => (window as Wallets).__airlockUnisatTestWallet?.getState().calls ?? [])
const mainnetRefusal = (wallet: string) => ({
  refused: {
    code: 'CHAIN_NOT_SUPPORTED',
    message: `${wallet} is on Bitcoin Mainnet; this site uses Bitcoin Regtest. Switch networks in ${wallet}.`,
  },
})

test("Leather connects from the modal through its request API (getAddresses: p2wpkh pays, p2tr holds ordinals), signs BIP-322, sends and signs a PSBT on Leather's regtest network id, refuses with 4001, and is not reconnected silently", async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  await installLeatherTestWallet(page, { ...secrets(), esploraUrl: localBitcoin(stack).esploraUrl })
  const bitcoin = await openRegtestDapp(page, stack)
  const payment = await connectRow(page, 'Leather')
  await expect(page.getByTestId('address')).toHaveText(payment)
  const addresses = (await bitcoinAddresses(page)) ?? []
  expect(addresses.map(({ purpose }) => purpose)).toEqual(['payment', 'ordinals'])
  expect(addresses[0]?.address).toMatch(/^bcrt1q/)
  expect(addresses[1]?.address).toMatch(/^bcrt1p/)
  // sats-connect's wallet_connect is not Leather's: the SDK asks getAddresses only.
  expect(await leatherCalls(page)).toEqual(['getAddresses'])

  const message = 'Sign in to the Airlock example with Leather'
  const signed = await signOnBip122(page, message)
  if (!('signature' in signed)) throw new Error(`not signed: ${JSON.stringify(signed)}`)
  expect(Verifier.verifySignature(payment, message, signed.signature)).toBe(true)

  // Leather sends for mainnet unless told: the SDK names the dapp's network ('devnet').
  await fund(bitcoin, payment, 200_000)
  const receiver = newReceiver()
  const sent = await sendOnBip122(page, receiver, '40000')
  if (!('txid' in sent)) throw new Error(`not sent: ${JSON.stringify(sent)}`)
  expect(await sats(bitcoin, receiver)).toBe(40_000)
  const psbt = await unsignedPayment(bitcoin, payment, receiver)
  expect(await signAndBroadcastOnBip122(page, bitcoin, psbt, payment)).toEqual({
    partialSigs: 1,
    signatureValid: true,
    accepted: true,
  })

  // Leather rejects with the whole response ({ error: { code: 4001 } }): USER_REJECTED.
  await page.evaluate(() => (window as Wallets).__airlockLeatherTestWallet?.setMode('reject'))
  expect(await signOnBip122(page, 'no')).toEqual({
    refused: { code: 'USER_REJECTED', rpcCode: 4001, message: 'User rejected the request' },
  })

  // Leather has no silent account query: after a reload nothing is asked and no account is restored.
  await page.reload()
  await expect(page.getByTestId('status')).toBeVisible()
  await page.waitForTimeout(500)
  expect(await bitcoinAccount(page)).toBeUndefined()
  expect(await leatherCalls(page)).toEqual([])
})

test('a Unisat on Bitcoin mainnet is refused before it sends (getChain: BITCOIN_MAINNET), and sends once the user switches it to a test chain', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  await installUnisatTestWallet(page, {
    ...secrets(),
    esploraUrl: localBitcoin(stack).esploraUrl,
    chain: 'BITCOIN_MAINNET',
  })
  const bitcoin = await openRegtestDapp(page, stack)
  const address = await connectRow(page, 'Unisat')
  await fund(bitcoin, address, 100_000)
  const receiver = newReceiver()
  expect(await sendOnBip122(page, receiver, '10000')).toEqual(mainnetRefusal('Unisat'))
  expect(await unisatCalls(page)).toContain('getChain')
  expect(await unisatCalls(page)).not.toContain('sendBitcoin')

  // The user switches Unisat to testnet (chainChanged, networkChanged): the send goes through.
  await page.evaluate(() =>
    (window as Wallets).__airlockUnisatTestWallet?.setChain('BITCOIN_TESTNET'),
  )
  const sent = await sendOnBip122(page, receiver, '10000')
  if (!('txid' in sent)) throw new Error(`not sent: ${JSON.stringify(sent)}`)
  expect(await sats(bitcoin, receiver)).toBe(10_000)
})

test("an older Unisat (getNetwork only) saying 'livenet' is refused before it sends", async ({
  page,
  stack,
}) => {
  await installUnisatTestWallet(page, {
    ...secrets(),
    esploraUrl: localBitcoin(stack).esploraUrl,
    chain: 'BITCOIN_MAINNET',
    networkOnly: true,
  })
  await openRegtestDapp(page, stack)
  await connectRow(page, 'Unisat')
  expect(await sendOnBip122(page, newReceiver(), '10000')).toEqual(mainnetRefusal('Unisat'))
  const calls = await unisatCalls(page)
  expect(calls).toContain('getNetwork')
  expect(calls).not.toContain('sendBitcoin')
})

test('an Xverse on Mainnet (wallet_getNetwork) is refused before it sends or signs a PSBT', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  await installSatsConnectTestWallet(page, {
    ...secrets(),
    esploraUrl: localBitcoin(stack).esploraUrl,
    network: 'Mainnet',
  })
  const bitcoin = await openRegtestDapp(page, stack)
  const payment = await connectRow(page, 'Airlock sats-connect Test Wallet')
  const receiver = newReceiver()
  expect(await sendOnBip122(page, receiver, '10000')).toEqual(
    mainnetRefusal('Airlock sats-connect Test Wallet'),
  )
  const psbt = await unsignedPayment(bitcoin, payment, receiver)
  const refused = await page.evaluate(
    ([base64, by]) =>
      (window as E2EWindow)
        .__airlockE2E?.()
        .getProvider('bip122')
        .signPsbt({ psbt: base64, signInputs: [{ address: by, index: 0 }] })
        .then(
          () => undefined,
          (error: { code?: string; message?: string }) => ({
            code: error.code,
            message: error.message,
          }),
        ),
    [psbt.toBase64(), payment] as const,
  )
  expect(refused).toEqual(mainnetRefusal('Airlock sats-connect Test Wallet').refused)
})
