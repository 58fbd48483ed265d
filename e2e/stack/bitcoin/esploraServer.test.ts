import { address as addresses, crypto, Psbt, payments, script, Transaction } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinEsplora, startBitcoinEsplora } from './bitcoinEsplora'
import { ecc, REGTEST } from './bitcoinRegtest'

const ECPair = ECPairFactory(ecc)
const key = (byte: number) =>
  ECPair.fromPrivateKey(new Uint8Array(32).fill(byte), { network: REGTEST })
const alice = key(1)
const bob = key(2)
const p2wpkh = (pair: ECPairInterface) => {
  const { address, output } = payments.p2wpkh({ pubkey: pair.publicKey, network: REGTEST })
  if (!address || !output) throw new Error('no p2wpkh address')
  return { address, output }
}
const xOnly = (pair: ECPairInterface) => pair.publicKey.subarray(1, 33)

let esplora: BitcoinEsplora
beforeAll(async () => {
  esplora = await startBitcoinEsplora()
})
afterAll(() => esplora.stop())

const get = async (path: string) => {
  const response = await fetch(`${esplora.esploraUrl}${path}`)
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text) as unknown }
}
const post = async (path: string, body: string) => {
  const response = await fetch(`${esplora.esploraUrl}${path}`, { method: 'POST', body })
  return { status: response.status, text: await response.text() }
}
const fund = async (address: string, sats: number) => {
  const answer = await post('/__fund', JSON.stringify({ address, sats }))
  expect(answer.status).toBe(200)
  return (JSON.parse(answer.text) as { txid: string }).txid
}

/**
 * A p2wpkh spend of `txid:vout` (worth `value`) signed by hand, so a test can forge it:
 * `signer` signs and `shown` is the public key put in the witness.
 */
function spend(
  from: ECPairInterface,
  outpoint: { txid: string; vout: number; value: number },
  to: { address: string; sats: number }[],
  signer: ECPairInterface = from,
  shown: ECPairInterface = from,
): Transaction {
  const tx = new Transaction()
  tx.version = 2
  tx.addInput(Uint8Array.from(Buffer.from(outpoint.txid, 'hex')).reverse(), outpoint.vout)
  for (const out of to) tx.addOutput(addressScript(out.address), BigInt(out.sats))
  const scriptCode = payments.p2pkh({ pubkey: from.publicKey, network: REGTEST }).output
  if (!scriptCode) throw new Error('no script code')
  const digest = tx.hashForWitnessV0(0, scriptCode, BigInt(outpoint.value), Transaction.SIGHASH_ALL)
  const signature = script.signature.encode(signer.sign(digest), Transaction.SIGHASH_ALL)
  tx.setWitness(0, [signature, shown.publicKey])
  return tx
}

const addressScript = (address: string) => addresses.toOutputScript(address, REGTEST)

describe('the Esplora fixture', () => {
  it('funds an address and reports its balance, UTXOs and the transaction', async () => {
    const { address } = p2wpkh(alice)
    const txid = await fund(address, 100_000)
    const stats = (await get(`/address/${address}`)).json()
    expect(stats).toMatchObject({
      address,
      chain_stats: { funded_txo_count: 1, funded_txo_sum: 100_000, spent_txo_sum: 0, tx_count: 1 },
      mempool_stats: { funded_txo_sum: 0, tx_count: 0 },
    })
    expect((await get(`/address/${address}/utxo`)).json()).toEqual([
      { txid, vout: 0, value: 100_000, status: expect.objectContaining({ confirmed: true }) },
    ])
    expect((await get(`/tx/${txid}/status`)).json()).toMatchObject({ confirmed: true })
    expect((await get(`/tx/${txid}`)).json()).toMatchObject({
      txid,
      vout: [{ scriptpubkey_address: address, scriptpubkey_type: 'v0_p2wpkh', value: 100_000 }],
    })
    expect(Transaction.fromHex((await get(`/tx/${txid}/hex`)).text).getId()).toBe(txid)
  })

  it('accepts a signed p2wpkh spend, moves the balances and confirms on /__mine', async () => {
    const from = p2wpkh(alice)
    const to = p2wpkh(bob)
    const txid = await fund(from.address, 50_000)
    const tx = spend(alice, { txid, vout: 0, value: 50_000 }, [
      { address: to.address, sats: 30_000 },
      { address: from.address, sats: 19_000 },
    ])
    const sent = await post('/tx', tx.toHex())
    expect(sent).toEqual({ status: 200, text: tx.getId() })
    expect((await get(`/address/${to.address}`)).json()).toMatchObject({
      chain_stats: { funded_txo_sum: 0 },
      mempool_stats: { funded_txo_sum: 30_000, tx_count: 1 },
    })
    expect((await get(`/tx/${tx.getId()}`)).json()).toMatchObject({ fee: 1_000 })
    const utxos = (await get(`/address/${from.address}/utxo`)).json() as { txid: string }[]
    expect(utxos.map((utxo) => utxo.txid)).not.toContain(txid)
    await post('/__mine', '')
    expect((await get(`/address/${to.address}`)).json()).toMatchObject({
      chain_stats: { funded_txo_sum: 30_000 },
      mempool_stats: { funded_txo_sum: 0 },
    })
    expect((await get(`/tx/${tx.getId()}/status`)).json()).toMatchObject({ confirmed: true })
  })

  it('refuses a spend signed by the wrong key', async () => {
    const txid = await fund(p2wpkh(alice).address, 10_000)
    const forged = spend(
      alice,
      { txid, vout: 0, value: 10_000 },
      [{ address: p2wpkh(bob).address, sats: 9_000 }],
      bob,
    )
    expect(await post('/tx', forged.toHex())).toEqual({
      status: 400,
      text: 'input 0: the signature does not verify (p2wpkh)',
    })
  })

  it('refuses a signature over other amounts (the output tampered after signing)', async () => {
    const txid = await fund(p2wpkh(alice).address, 10_000)
    const tx = spend(alice, { txid, vout: 0, value: 10_000 }, [
      { address: p2wpkh(bob).address, sats: 9_000 },
    ])
    const out = tx.outs[0]
    if (!out) throw new Error('no output')
    out.value = 9_500n
    expect((await post('/tx', tx.toHex())).text).toBe(
      'input 0: the signature does not verify (p2wpkh)',
    )
  })

  it('refuses a double spend and an unknown input', async () => {
    const txid = await fund(p2wpkh(alice).address, 10_000)
    const first = spend(alice, { txid, vout: 0, value: 10_000 }, [
      { address: p2wpkh(bob).address, sats: 9_000 },
    ])
    const second = spend(alice, { txid, vout: 0, value: 10_000 }, [
      { address: p2wpkh(bob).address, sats: 8_000 },
    ])
    expect((await post('/tx', first.toHex())).status).toBe(200)
    expect(await post('/tx', second.toHex())).toEqual({
      status: 400,
      text: `input 0: output ${txid}:0 is already spent by ${first.getId()}`,
    })
    const unknown = 'ab'.repeat(32)
    const ghost = spend(alice, { txid: unknown, vout: 3, value: 10_000 }, [
      { address: p2wpkh(bob).address, sats: 9_000 },
    ])
    expect(await post('/tx', ghost.toHex())).toEqual({
      status: 400,
      text: `input 0: unknown output ${unknown}:3`,
    })
  })

  it('refuses outputs worth more than the inputs, and a spend of another key’s output', async () => {
    const txid = await fund(p2wpkh(alice).address, 10_000)
    const greedy = spend(alice, { txid, vout: 0, value: 10_000 }, [
      { address: p2wpkh(bob).address, sats: 10_001 },
    ])
    expect((await post('/tx', greedy.toHex())).text).toBe(
      'outputs (10001 sats) exceed inputs (10000 sats)',
    )
    // Bob signs with his own key and shows his own public key for Alice's output.
    const theft = spend(
      alice,
      { txid, vout: 0, value: 10_000 },
      [{ address: p2wpkh(bob).address, sats: 9_000 }],
      bob,
      bob,
    )
    expect((await post('/tx', theft.toHex())).text).toBe(
      'input 0: the public key does not match the spent output',
    )
  })

  it('verifies a p2tr key-path spend and refuses a bad Schnorr signature', async () => {
    const internalPubkey = xOnly(alice)
    const { address, output } = payments.p2tr({ internalPubkey, network: REGTEST })
    if (!address || !output) throw new Error('no p2tr address')
    const signed = async () => {
      const txid = await fund(address, 20_000)
      const psbt = new Psbt({ network: REGTEST })
      psbt.addInput({
        hash: txid,
        index: 0,
        witnessUtxo: { script: output, value: 20_000n },
        tapInternalKey: internalPubkey,
      })
      psbt.addOutput({ address: p2wpkh(bob).address, value: 19_000n })
      psbt.signInput(0, alice.tweak(crypto.taggedHash('TapTweak', internalPubkey)))
      psbt.finalizeAllInputs()
      return psbt.extractTransaction()
    }
    const good = await signed()
    expect(await post('/tx', good.toHex())).toEqual({ status: 200, text: good.getId() })

    const bad = await signed()
    const signature = bad.ins[0]?.witness[0]
    if (!signature) throw new Error('no signature')
    signature[10] = (signature[10] ?? 0) ^ 0xff
    expect(await post('/tx', bad.toHex())).toEqual({
      status: 400,
      text: 'input 0: the signature does not verify (p2tr)',
    })
  })

  it('answers bad requests with clear messages', async () => {
    expect(await get('/address/bc1qnotregtest')).toMatchObject({
      status: 400,
      text: 'Invalid Bitcoin address: bc1qnotregtest (regtest only)',
    })
    expect(await get(`/tx/${'00'.repeat(32)}`)).toMatchObject({
      status: 404,
      text: 'Transaction not found',
    })
    expect(await post('/tx', 'zz')).toEqual({
      status: 400,
      text: 'the body must be the raw transaction in hex',
    })
    expect(await post('/__fund', '{"address":"x","sats":1}')).toEqual({
      status: 400,
      text: 'Invalid Bitcoin address: x (regtest only)',
    })
    expect(
      await post('/__fund', JSON.stringify({ address: p2wpkh(alice).address, sats: 0 })),
    ).toEqual({
      status: 400,
      text: 'sats must be between 1 and 2100000000000000',
    })
    expect(await post('/__fund', 'not json')).toEqual({
      status: 400,
      text: '/__fund takes JSON { address, sats }',
    })
    expect(
      await post('/__fund', JSON.stringify({ address: p2wpkh(alice).address, sats: 1.5 })),
    ).toEqual({
      status: 400,
      text: 'sats must be a whole number',
    })
    expect(await get('/address/%E0%A4%A')).toMatchObject({
      status: 400,
      text: 'malformed path /address/%E0%A4%A',
    })
    expect(await get('/nowhere')).toMatchObject({ status: 404, text: 'no route GET /nowhere' })
    expect((await get('/fee-estimates')).json()).toMatchObject({ '1': 5, '6': 2 })
    const preflight = await fetch(`${esplora.esploraUrl}/tx`, { method: 'OPTIONS' })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})
