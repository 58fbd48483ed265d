/** The ledger's transactions and addresses in Esplora's JSON shapes (Blockstream's REST API). */
import { address as addresses } from 'bitcoinjs-lib'
import type { BitcoinLedger, BlockRef, LedgerTx } from './bitcoinLedger'
import { REGTEST, toHex, txidOfHash } from './bitcoinRegtest'

export function txStatus(block: BlockRef | null) {
  return block
    ? {
        confirmed: true,
        block_height: block.height,
        block_hash: block.hash,
        block_time: block.time,
      }
    : { confirmed: false }
}

function scriptType(script: Uint8Array): string {
  if (script.length === 22 && script[0] === 0x00 && script[1] === 0x14) return 'v0_p2wpkh'
  if (script.length === 34 && script[0] === 0x00 && script[1] === 0x20) return 'v0_p2wsh'
  if (script.length === 34 && script[0] === 0x51 && script[1] === 0x20) return 'v1_p2tr'
  if (script.length === 25 && script[0] === 0x76) return 'p2pkh'
  if (script.length === 23 && script[0] === 0xa9) return 'p2sh'
  return 'unknown'
}

function outputView(script: Uint8Array, value: bigint) {
  let address: string | undefined
  try {
    address = addresses.fromOutputScript(script, REGTEST)
  } catch {
    address = undefined
  }
  return {
    scriptpubkey: toHex(script),
    scriptpubkey_type: scriptType(script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(value),
  }
}

export function txView({ txid, tx, spent, block }: LedgerTx) {
  const isCoinbase = spent.length === 0
  const paid = tx.outs.reduce((sum, out) => sum + out.value, 0n)
  const available = spent.reduce((sum, out) => sum + out.value, 0n)
  return {
    txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, index) => {
      const prevout = spent[index]
      return {
        txid: txidOfHash(input.hash),
        vout: input.index,
        prevout: prevout ? outputView(prevout.script, prevout.value) : null,
        scriptsig: toHex(input.script),
        witness: input.witness.map(toHex),
        is_coinbase: isCoinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outs.map((out) => outputView(out.script, out.value)),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: isCoinbase ? 0 : Number(available - paid),
    status: txStatus(block),
  }
}

interface Stats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

const emptyStats = (): Stats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
})

/** `GET /address/:address`: confirmed (chain_stats) and mempool totals. */
export function addressView(ledger: BitcoinLedger, address: string) {
  const script = ledger.outputScript(address)
  const hex = toHex(script)
  const chain = emptyStats()
  const mempool = emptyStats()
  for (const entry of ledger.txsOf(script)) {
    const stats = entry.block ? chain : mempool
    stats.tx_count += 1
    for (const out of entry.tx.outs)
      if (toHex(out.script) === hex) {
        stats.funded_txo_count += 1
        stats.funded_txo_sum += Number(out.value)
      }
    for (const out of entry.spent)
      if (toHex(out.script) === hex) {
        stats.spent_txo_count += 1
        stats.spent_txo_sum += Number(out.value)
      }
  }
  return { address, chain_stats: chain, mempool_stats: mempool }
}

/** `GET /address/:address/utxo`: outputs paying it that nothing (not even the mempool) spends. */
export function utxoView(ledger: BitcoinLedger, address: string) {
  const hex = toHex(ledger.outputScript(address))
  const utxos = []
  for (const entry of ledger.txs.values())
    for (const [vout, out] of entry.tx.outs.entries())
      if (toHex(out.script) === hex && !ledger.spentBy.has(`${entry.txid}:${vout}`))
        utxos.push({
          txid: entry.txid,
          vout,
          status: txStatus(entry.block),
          value: Number(out.value),
        })
  return utxos
}
