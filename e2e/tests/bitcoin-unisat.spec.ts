/**
 * A Unisat-style wallet (`window.unisat`) in the example dapp: the SDK bridges it through
 * its sats-connect adapter (sdk/…/satsConnect/unisatProvider.ts) into its Bitcoin wallets,
 * so it connects from the modal as "Unisat" and goes through the same bip122 provider as a
 * Wallet Standard wallet, on the stack's Esplora fixture. The wallet shows one address
 * (here its P2WPKH one) for both purposes and rejects with Unisat's plain `{ code, message }`.
 */
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { paymentKey } from '../fixtures/bitcoinTestWallet/bitcoinKeys'
import { installUnisatTestWallet } from '../fixtures/unisatTestWallet/unisatTestWalletScript'
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

/** The name the SDK lists a `window.unisat` under. */
const UNISAT_ROW = 'Unisat'

type UnisatWindow = Window & {
  __airlockUnisatTestWallet?: {
    payment: { address: string }
    setMode(mode: string): void
    revokeSite(): Promise<void>
    getState(): { connected: boolean; requests: string[]; calls: string[] }
  }
}

const testWallet = (page: Page) =>
  page.evaluate(() => {
    const wallet = (window as UnisatWindow).__airlockUnisatTestWallet
    if (!wallet) throw new Error('no Unisat test wallet in the page')
    return { address: wallet.payment.address, ...wallet.getState() }
  })

const setMode = (page: Page, mode: string) =>
  page.evaluate((next) => (window as UnisatWindow).__airlockUnisatTestWallet?.setMode(next), mode)

/** The example dapp on the stack's regtest network, connected from the modal to a fresh Unisat. */
async function connectedUnisat(page: Page, stack: StackInfo) {
  await installUnisatTestWallet(page, {
    paymentSecret: randomBytes(32).toString('hex'),
    ordinalsSecret: randomBytes(32).toString('hex'),
    esploraUrl: localBitcoin(stack).esploraUrl,
  })
  const bitcoin = await openRegtestDapp(page, stack)
  const { address } = await testWallet(page)
  await openConnect(page)
  await expect(walletRows(page, UNISAT_ROW)).toHaveCount(1)
  await walletRows(page, UNISAT_ROW).click()
  await expect(page.getByTestId('address')).toHaveText(address)
  return { bitcoin, address }
}

test('a Unisat wallet connects from the modal, signs BIP-322 and ECDSA, refuses with 4001, sends, signs a PSBT, is reconnected quietly after a reload, and disconnects', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const { bitcoin, address } = await connectedUnisat(page, stack)
  expect(await bitcoinAccount(page)).toBe(address)
  // Unisat shows one address: the adapter offers it for both purposes.
  expect(await bitcoinAddresses(page)).toEqual([
    { address, purpose: 'payment' },
    { address, purpose: 'ordinals' },
  ])
  expect((await testWallet(page)).calls).toContain('requestAccounts')

  // BIP-322 by default ('bip322-simple'), verified by bip322-js; ECDSA when asked.
  const message = 'Sign in to the Airlock example with Unisat'
  const signed = await signOnBip122(page, message)
  if (!('signature' in signed)) throw new Error(`not signed: ${JSON.stringify(signed)}`)
  expect(Verifier.verifySignature(address, message, signed.signature)).toBe(true)
  expect(Verifier.verifySignature(address, `${message}!`, signed.signature)).toBe(false)
  const legacy = await signOnBip122(page, message, 'ecdsa')
  if (!('signature' in legacy)) throw new Error(`not signed: ${JSON.stringify(legacy)}`)
  expect(Buffer.from(legacy.signature, 'base64')).toHaveLength(65)
  expect(Verifier.verifySignature(address, message, legacy.signature)).toBe(true)

  // Unisat's rejection ({ code: 4001 }, a plain object) is 4001, as on the other namespaces.
  await setMode(page, 'reject')
  expect(await signOnBip122(page, 'no')).toEqual({
    refused: { code: 'USER_REJECTED', rpcCode: 4001, message: 'User rejected the request' },
  })
  await setMode(page, 'approve')

  // sendTransfer (Unisat's sendBitcoin): the receiver gets exactly the amount.
  await fund(bitcoin, address, 200_000)
  const receiver = paymentKey(randomBytes(32).toString('hex')).address
  const receiverBefore = await sats(bitcoin, receiver)
  const sent = await sendOnBip122(page, receiver, '50000')
  if (!('txid' in sent)) throw new Error(`not sent: ${JSON.stringify(sent)}`)
  expect(sent.txid).toMatch(/^[0-9a-f]{64}$/)
  expect(await sats(bitcoin, receiver)).toBe(receiverBefore + 50_000)
  // More than it holds: the wallet's own reason reaches the dapp, and nothing moves.
  const tooMuch = await sendOnBip122(page, receiver, '100000000')
  expect(tooMuch).toEqual({
    refused: {
      code: 'SOMETHING_WENT_WRONG',
      message: expect.stringMatching(/^insufficient funds: \d+ sats available, \d+ needed$/),
    },
  })
  expect(await sats(bitcoin, receiver)).toBe(receiverBefore + 50_000)

  // signPsbt: the input comes back signed (hex through Unisat, not finalized); the fixture accepts it.
  const psbt = await unsignedPayment(bitcoin, address, receiver)
  expect(await signAndBroadcastOnBip122(page, bitcoin, psbt, address)).toEqual({
    partialSigs: 1,
    signatureValid: true,
    accepted: true,
  })

  // A reload: the remembered wallet is reconnected with getAccounts, without a prompt.
  await page.reload()
  await expect(page.getByTestId('status')).toBeVisible()
  await expect.poll(() => bitcoinAccount(page)).toBe(address)
  await expect(page.getByTestId('address')).toHaveText(address)
  const afterReload = await testWallet(page)
  expect(afterReload.requests).toEqual([])
  expect(afterReload.calls).toContain('getAccounts')
  expect(afterReload.calls).not.toContain('requestAccounts')

  await page.evaluate(() => (window as E2EWindow).__airlockE2E?.().disconnect('bip122'))
  await expect.poll(() => bitcoinAccount(page)).toBeUndefined()
})

test('disconnecting the site inside Unisat (accountsChanged []) disconnects the dapp', async ({
  page,
  stack,
}) => {
  const { address } = await connectedUnisat(page, stack)
  expect(await bitcoinAccount(page)).toBe(address)
  await page.evaluate(() => (window as UnisatWindow).__airlockUnisatTestWallet?.revokeSite())
  await expect.poll(() => bitcoinAccount(page)).toBeUndefined()
})
