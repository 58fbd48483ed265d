/**
 * What the Bitcoin browser suites share: the stack's regtest Esplora fixture (funding,
 * balances, raw transactions), the example dapp configured for it, and the SDK's bip122
 * provider called from the page as a dapp would.
 */
import * as ecc from '@bitcoinerlab/secp256k1'
import type { Page } from '@playwright/test'
import { address, Psbt, Transaction } from 'bitcoinjs-lib'
import { REGTEST } from '../../fixtures/bitcoinTestWallet/bitcoinKeys'
import type { BitcoinInfo, StackInfo } from '../../stack/stackInfo'
import type { E2EWindow } from './airlockHandle'
import { openDapp, requireDapp, useDappConfig } from './dapp'

export function localBitcoin(stack: StackInfo): BitcoinInfo {
  if (!stack.bitcoin) throw new Error('the stack runs no Esplora fixture')
  return stack.bitcoin
}

/** GET `path`, or POST `body` there (a string as is, anything else as JSON); JSON or text back. */
export async function esplora<T>(bitcoin: BitcoinInfo, path: string, body?: unknown): Promise<T> {
  const init: RequestInit =
    body === undefined
      ? { method: 'GET' }
      : typeof body === 'string'
        ? { method: 'POST', body }
        : {
            method: 'POST',
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          }
  const response = await fetch(`${bitcoin.esploraUrl}${path}`, init)
  const text = await response.text()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`)
  return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T
}

/** Confirmed plus mempool sats of `address`, as Esplora sums them. */
export async function sats(bitcoin: BitcoinInfo, address: string): Promise<number> {
  type Stats = { funded_txo_sum: number; spent_txo_sum: number }
  const { chain_stats: chain, mempool_stats: pool } = await esplora<{
    chain_stats: Stats
    mempool_stats: Stats
  }>(bitcoin, `/address/${address}`)
  return chain.funded_txo_sum - chain.spent_txo_sum + pool.funded_txo_sum - pool.spent_txo_sum
}

/** The fixture mines `amount` sats to `to`; the funding transaction's id. */
export async function fund(bitcoin: BitcoinInfo, to: string, amount: number): Promise<string> {
  const { txid } = await esplora<{ txid: string }>(bitcoin, '/__fund', {
    address: to,
    sats: amount,
  })
  return txid
}

/**
 * The example dapp on the stack's regtest network alone, its balances straight from
 * Esplora (the SDK's RPC path) rather than the data API fixture. Install the wallet first.
 */
export async function openRegtestDapp(
  page: Page,
  stack: StackInfo,
  overrides: { preferredAccountTypes?: { bip122: 'payment' | 'ordinals' } } = {},
): Promise<BitcoinInfo> {
  const bitcoin = localBitcoin(stack)
  const dapp = requireDapp(stack)
  await useDappConfig(page, dapp, {
    bitcoinNetworks: [
      { caipNetworkId: bitcoin.network, esploraUrl: bitcoin.esploraUrl, name: 'Bitcoin Regtest' },
    ],
    apiUrls: {
      walletApi: dapp.config.apiUrls?.walletApi,
      analytics: dapp.config.apiUrls?.analytics,
    },
    ...overrides,
  })
  await openDapp(page, dapp.url)
  return bitcoin
}

/** The SDK's bip122 account address, as the dapp reads it. */
export const bitcoinAccount = (page: Page) =>
  page.evaluate(() => (window as E2EWindow).__airlockE2E?.().getAccount('bip122')?.address)

/** The bip122 addresses (and their purposes) the SDK holds. */
export const bitcoinAddresses = (page: Page) =>
  page.evaluate(() =>
    (window as E2EWindow)
      .__airlockE2E?.()
      .getProvider('bip122')
      .getAccountAddresses()
      .map(({ address, purpose }) => ({ address, purpose })),
  )

export type SignOutcome =
  | { signature: string }
  | { refused: { code?: string; rpcCode?: number; message?: string } }

/** `getProvider('bip122').signMessage` in the page: the signature, or how it was refused. */
export const signOnBip122 = (
  page: Page,
  message: string,
  protocol?: 'bip322' | 'ecdsa',
): Promise<SignOutcome> =>
  page.evaluate(
    async ([text, scheme]) => {
      const provider = (window as E2EWindow).__airlockE2E?.().getProvider('bip122')
      if (!provider) throw new Error('no Airlock instance')
      return provider.signMessage({ message: text, ...(scheme ? { protocol: scheme } : {}) }).then(
        (signature) => ({ signature }),
        (error: { code?: string; rpcCode?: number; message?: string }) => ({
          refused: { code: error.code, rpcCode: error.rpcCode, message: error.message },
        }),
      )
    },
    [message, protocol] as const,
  )

export type SendOutcome = { txid: string } | { refused: { code?: string; message?: string } }

/** `getProvider('bip122').sendTransfer` in the page: the txid, or how it was refused. */
export const sendOnBip122 = (page: Page, recipient: string, amount: string): Promise<SendOutcome> =>
  page.evaluate(
    ([to, value]) => {
      const provider = (window as E2EWindow).__airlockE2E?.().getProvider('bip122')
      if (!provider) throw new Error('no Airlock instance')
      return provider.sendTransfer({ recipient: to, amount: value }).then(
        (txid) => ({ txid }),
        (error: { code?: string; message?: string }) => ({
          refused: { code: error.code, message: error.message },
        }),
      )
    },
    [recipient, amount] as const,
  )

/**
 * A fresh UTXO of `payer` (30 000 sats from the fixture) spent to `receiver` as an
 * unsigned PSBT, input 0 `payer`'s.
 */
export async function unsignedPayment(
  bitcoin: BitcoinInfo,
  payer: string,
  receiver: string,
): Promise<Psbt> {
  const fundingTxid = await fund(bitcoin, payer, 30_000)
  const funding = Transaction.fromHex(await esplora<string>(bitcoin, `/tx/${fundingTxid}/hex`))
  const payerScript = Buffer.from(address.toOutputScript(payer, REGTEST))
  const vout = funding.outs.findIndex((out) => payerScript.equals(out.script))
  const out = funding.outs[vout]
  if (!out) throw new Error('the funding output expected')
  const psbt = new Psbt({ network: REGTEST })
  psbt.addInput({ hash: fundingTxid, index: vout, witnessUtxo: out })
  psbt.addOutput({ address: receiver, value: 29_000n })
  return psbt
}

/**
 * `getProvider('bip122').signPsbt` on input 0 by `signer`; checks the one signature it
 * added and that the fixture accepts the finalized transaction.
 */
export async function signAndBroadcastOnBip122(
  page: Page,
  bitcoin: BitcoinInfo,
  psbt: Psbt,
  signer: string,
): Promise<{ partialSigs: number; signatureValid: boolean; accepted: boolean }> {
  const signed = await page.evaluate(
    ([base64, by]) =>
      (window as E2EWindow)
        .__airlockE2E?.()
        .getProvider('bip122')
        .signPsbt({ psbt: base64, signInputs: [{ address: by, index: 0 }] }),
    [psbt.toBase64(), signer] as const,
  )
  if (!signed) throw new Error('a signed PSBT expected')
  const done = Psbt.fromBase64(signed.psbt, { network: REGTEST })
  const partialSigs = done.data.inputs[0]?.partialSig?.length ?? 0
  const signatureValid =
    partialSigs > 0 &&
    done.validateSignaturesOfInput(0, (pubkey, hash, signature) =>
      ecc.verify(hash, pubkey, signature),
    )
  done.finalizeAllInputs()
  const transaction = done.extractTransaction()
  const broadcast = await esplora<string>(bitcoin, '/tx', transaction.toHex())
  return { partialSigs, signatureValid, accepted: broadcast === transaction.getId() }
}
