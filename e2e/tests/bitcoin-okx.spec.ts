/**
 * OKX Wallet (`window.okxwallet`) in the example dapp on the stack's regtest network. The SDK
 * reaches its mainnet object, `window.okxwallet.bitcoin`, through its Unisat adapter
 * (sdk/…/satsConnect/okxProvider.ts), listed as "OKX Wallet". That object is mainnet only and
 * OKX has no regtest, so the dapp connects and gets signed messages, but a send or a PSBT is
 * refused before OKX is asked; OKX's test-network objects are never touched.
 */
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { address as bitcoinAddress, networks, Psbt } from 'bitcoinjs-lib'
import { paymentKey, REGTEST } from '../fixtures/bitcoinTestWallet/bitcoinKeys'
import { installOkxTestWallet } from '../fixtures/okxTestWallet/okxTestWalletScript'
import type { E2EWindow } from './support/airlockHandle'
import {
  bitcoinAccount,
  bitcoinAddresses,
  localBitcoin,
  openRegtestDapp,
  sendOnBip122,
  signOnBip122,
} from './support/bitcoin'
import { openConnect, walletRows } from './support/browserWallet'
import { expect, test } from './support/fixtures'

/** The name the SDK lists `window.okxwallet.bitcoin` under. */
const OKX_ROW = 'OKX Wallet'

type OkxWindow = Window & {
  __airlockOkxTestWallet?: {
    mainnetAddress: string
    setMode(mode: string): void
    revokeSite(): Promise<void>
    getState(): { requests: string[]; calls: string[] }
  }
}

const testWallet = (page: Page) =>
  page.evaluate(() => {
    const wallet = (window as OkxWindow).__airlockOkxTestWallet
    if (!wallet) throw new Error('no OKX test wallet in the page')
    return { address: wallet.mainnetAddress, ...wallet.getState() }
  })
const setMode = (page: Page, mode: string) =>
  page.evaluate((next) => (window as OkxWindow).__airlockOkxTestWallet?.setMode(next), mode)

test('OKX Wallet connects from the modal with connect(), signs BIP-322 and ECDSA, refuses with 4001, is refused a send and a PSBT on the regtest dapp before it is asked, and is reconnected quietly', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  await installOkxTestWallet(page, {
    paymentSecret: randomBytes(32).toString('hex'),
    ordinalsSecret: randomBytes(32).toString('hex'),
    esploraUrl: localBitcoin(stack).esploraUrl,
  })
  await openRegtestDapp(page, stack)
  const { address } = await testWallet(page)
  await openConnect(page)
  await expect(walletRows(page, OKX_ROW)).toHaveCount(1)
  await walletRows(page, OKX_ROW).click()
  await expect(page.getByTestId('address')).toHaveText(address)
  expect(await bitcoinAccount(page)).toBe(address)
  expect(await bitcoinAddresses(page)).toEqual([
    { address, purpose: 'payment' },
    { address, purpose: 'ordinals' },
  ])
  expect((await testWallet(page)).calls).toEqual(['bitcoin.connect'])

  // BIP-322 by default (OKX's own default would be ECDSA), verified by bip322-js; ECDSA when asked.
  const message = 'Sign in to the Airlock example with OKX'
  const signed = await signOnBip122(page, message)
  if (!('signature' in signed)) throw new Error(`not signed: ${JSON.stringify(signed)}`)
  expect(Verifier.verifySignature(address, message, signed.signature)).toBe(true)
  expect(Verifier.verifySignature(address, `${message}!`, signed.signature)).toBe(false)
  const legacy = await signOnBip122(page, message, 'ecdsa')
  if (!('signature' in legacy)) throw new Error(`not signed: ${JSON.stringify(legacy)}`)
  expect(Buffer.from(legacy.signature, 'base64')).toHaveLength(65)
  expect(Verifier.verifySignature(address, message, legacy.signature)).toBe(true)

  await setMode(page, 'reject')
  expect(await signOnBip122(page, 'no')).toEqual({
    refused: { code: 'USER_REJECTED', rpcCode: 4001, message: 'User rejected the request' },
  })
  await setMode(page, 'approve')

  // Mainnet coins for a regtest dapp: refused by the SDK; OKX is never asked to spend.
  const refusal = {
    code: 'CHAIN_NOT_SUPPORTED',
    message:
      'OKX Wallet is on Bitcoin Mainnet; this site uses Bitcoin Regtest. Switch networks in OKX Wallet.',
  }
  const receiver = paymentKey(randomBytes(32).toString('hex')).address
  expect(await sendOnBip122(page, receiver, '50000')).toEqual({ refused: refusal })
  // A PSBT spending an output of OKX's mainnet address (as a dapp would build it).
  const psbt = new Psbt({ network: REGTEST })
  psbt.addInput({
    hash: 'ab'.repeat(32),
    index: 0,
    witnessUtxo: {
      script: bitcoinAddress.toOutputScript(address, networks.bitcoin),
      value: 30_000n,
    },
  })
  psbt.addOutput({ address: receiver, value: 29_000n })
  const psbtRefusal = await page.evaluate(
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
    [psbt.toBase64(), address] as const,
  )
  expect(psbtRefusal).toEqual(refusal)
  const calls = (await testWallet(page)).calls
  expect(calls.filter((call) => /sendBitcoin|signPsbt|getNetwork/.test(call))).toEqual([])
  expect(calls.filter((call) => !call.startsWith('bitcoin.'))).toEqual([])

  // A reload: reconnected with getAccounts and getPublicKey, without a prompt.
  await page.reload()
  await expect(page.getByTestId('status')).toBeVisible()
  await expect.poll(() => bitcoinAccount(page)).toBe(address)
  const afterReload = await testWallet(page)
  expect(afterReload.requests).toEqual([])
  expect(afterReload.calls).toEqual(['bitcoin.getAccounts', 'bitcoin.getPublicKey'])

  // The user disconnects the site in OKX (accountsChanged []): the dapp is disconnected.
  await page.evaluate(() => (window as OkxWindow).__airlockOkxTestWallet?.revokeSite())
  await expect.poll(() => bitcoinAccount(page)).toBeUndefined()
})

test('an OKX extension before 2.77.1 (connect, signMessage, signPsbt only) connects and signs, and is not reconnected silently', async ({
  page,
  stack,
}) => {
  await installOkxTestWallet(page, {
    paymentSecret: randomBytes(32).toString('hex'),
    ordinalsSecret: randomBytes(32).toString('hex'),
    esploraUrl: localBitcoin(stack).esploraUrl,
    legacy: true,
  })
  await openRegtestDapp(page, stack)
  const { address } = await testWallet(page)
  await openConnect(page)
  await walletRows(page, OKX_ROW).click()
  await expect(page.getByTestId('address')).toHaveText(address)
  const signed = await signOnBip122(page, 'old OKX')
  if (!('signature' in signed)) throw new Error(`not signed: ${JSON.stringify(signed)}`)
  expect(Verifier.verifySignature(address, 'old OKX', signed.signature)).toBe(true)
  expect((await testWallet(page)).calls).toEqual(['bitcoin.connect', 'bitcoin.signMessage'])

  // No getAccounts: after a reload nothing is asked and no account is restored.
  await page.reload()
  await expect(page.getByTestId('status')).toBeVisible()
  await page.waitForTimeout(500)
  expect(await bitcoinAccount(page)).toBeUndefined()
  expect((await testWallet(page)).calls).toEqual([])
})
