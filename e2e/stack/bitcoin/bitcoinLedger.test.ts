import { payments, script, Transaction } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { describe, expect, it } from 'vitest'
import { BitcoinLedger } from './bitcoinLedger'
import { ecc, REGTEST } from './bitcoinRegtest'

const alice = ECPairFactory(ecc).fromPrivateKey(new Uint8Array(32).fill(7), { network: REGTEST })
const address = (payment: { address?: string | undefined }) => {
  if (!payment.address) throw new Error('no address')
  return payment.address
}
const aliceWpkh = address(payments.p2wpkh({ pubkey: alice.publicKey, network: REGTEST }))
const aliceTr = address(
  payments.p2tr({ internalPubkey: alice.publicKey.subarray(1, 33), network: REGTEST }),
)

/** An unsigned one-input, one-output spend of `txid:0`; the caller sets what it tests. */
function spendOf(txid: string, value: bigint): Transaction {
  const tx = new Transaction()
  tx.addInput(Uint8Array.from(Buffer.from(txid, 'hex')).reverse(), 0)
  const out = payments.p2wpkh({ pubkey: alice.publicKey, network: REGTEST }).output
  if (!out) throw new Error('no output script')
  tx.addOutput(out, value)
  return tx
}

describe('BitcoinLedger', () => {
  it('refuses to verify output types other than p2wpkh, p2sh-p2wpkh and p2tr', () => {
    const ledger = new BitcoinLedger()
    const legacy = address(payments.p2pkh({ pubkey: alice.publicKey, network: REGTEST }))
    const tx = spendOf(ledger.fund(legacy, 5_000n), 4_000n)
    expect(() => ledger.broadcast(tx.toHex())).toThrow(
      'input 0: spends an output type this fixture does not verify (only p2wpkh, p2sh-p2wpkh and p2tr)',
    )
  })

  it('verifies a p2sh-p2wpkh spend as p2wpkh, and refuses another redeem script or a bare p2sh', () => {
    const ledger = new BitcoinLedger()
    const wpkh = payments.p2wpkh({ pubkey: alice.publicKey, network: REGTEST })
    const nested = address(payments.p2sh({ redeem: wpkh, network: REGTEST }))
    const redeem = wpkh.output
    const scriptCode = payments.p2pkh({ pubkey: alice.publicKey, network: REGTEST }).output
    if (!redeem || !scriptCode) throw new Error('scripts expected')
    const signed = (txid: string) => {
      const tx = spendOf(txid, 4_000n)
      const digest = tx.hashForWitnessV0(0, scriptCode, 5_000n, Transaction.SIGHASH_ALL)
      const signature = script.signature.encode(alice.sign(digest), Transaction.SIGHASH_ALL)
      tx.setInputScript(0, script.compile([redeem]))
      tx.setWitness(0, [signature, alice.publicKey])
      return tx
    }
    const good = signed(ledger.fund(nested, 5_000n))
    expect(ledger.broadcast(good.toHex())).toBe(good.getId())
    const bare = signed(ledger.fund(nested, 5_000n))
    bare.setInputScript(0, new Uint8Array())
    expect(() => ledger.broadcast(bare.toHex())).toThrow(
      'input 0: a p2sh spend here must push one p2wpkh redeem script (p2sh-p2wpkh)',
    )
    const other = payments.p2wpkh({ hash: new Uint8Array(20).fill(1), network: REGTEST }).output
    if (!other) throw new Error('a script expected')
    const wrong = signed(ledger.fund(nested, 5_000n))
    wrong.setInputScript(0, script.compile([other]))
    expect(() => ledger.broadcast(wrong.toHex())).toThrow(
      'input 0: the redeem script does not match the spent output',
    )
  })

  it('refuses p2tr script-path witnesses and a segwit input with a scriptSig', () => {
    const ledger = new BitcoinLedger()
    const tapSpend = spendOf(ledger.fund(aliceTr, 5_000n), 4_000n)
    tapSpend.setWitness(0, [new Uint8Array(64), Uint8Array.of(0x51), new Uint8Array(33)])
    expect(() => ledger.broadcast(tapSpend.toHex())).toThrow(
      'input 0: only p2tr key-path spends (one signature, no annex) are verified',
    )
    const withScriptSig = spendOf(ledger.fund(aliceWpkh, 5_000n), 4_000n)
    withScriptSig.setInputScript(0, Uint8Array.of(0x51))
    expect(() => ledger.broadcast(withScriptSig.toHex())).toThrow(
      'input 0: a segwit spend must have an empty scriptSig',
    )
  })

  it('refuses an unsigned p2wpkh input and leaves the output unspent', () => {
    const ledger = new BitcoinLedger()
    const funding = ledger.fund(aliceWpkh, 5_000n)
    expect(() => ledger.broadcast(spendOf(funding, 4_000n).toHex())).toThrow(
      'input 0: a p2wpkh witness is [signature, public key]',
    )
    expect(ledger.spentBy.has(`${funding}:0`)).toBe(false)
  })

  it('refuses a funding transaction sent again and garbage hex', () => {
    const ledger = new BitcoinLedger()
    const funding = ledger.fund(aliceWpkh, 5_000n)
    const hex = ledger.txs.get(funding)?.tx.toHex() ?? ''
    expect(() => ledger.broadcast(hex)).toThrow(`transaction ${funding} is already known`)
    expect(() => ledger.broadcast('00')).toThrow(/^not a transaction: /)
  })

  it('mines: each funding is its own block, broadcasts wait for the next', () => {
    const ledger = new BitcoinLedger()
    expect(ledger.tipHeight).toBe(0)
    const funding = ledger.fund(aliceWpkh, 5_000n)
    expect(ledger.txs.get(funding)?.block?.height).toBe(1)
    expect(ledger.mine().height).toBe(2)
  })
})
