/**
 * The regtest chain the Esplora fixture serves: every transaction it has seen, the
 * blocks that confirmed them and the UTXO set. `fund` mines a coinbase-like
 * transaction paying an address; `broadcast` checks a raw transaction (inputs exist,
 * are unspent, are signed; outputs do not exceed inputs) and puts it in the mempool;
 * `mine` confirms the mempool in a new block.
 */
import { createHash } from 'node:crypto'
import { address as addresses, Transaction } from 'bitcoinjs-lib'
import { EsploraError } from './bitcoinErrors'
import { REGTEST, toHex, txidOfHash } from './bitcoinRegtest'
import { type SpentOutput, verifyInputs } from './verifyInputs'

export interface BlockRef {
  height: number
  hash: string
  time: number
}

export interface LedgerTx {
  txid: string
  tx: Transaction
  /** The outputs its inputs spend, in input order (empty for a funding transaction). */
  spent: SpentOutput[]
  block: BlockRef | null
}

/** The most a single funding may create: 21 million BTC. */
const MAX_SATS = 21_000_000n * 100_000_000n

export class BitcoinLedger {
  readonly txs = new Map<string, LedgerTx>()
  /** `txid:vout` → the txid spending it (mempool or chain). */
  readonly spentBy = new Map<string, string>()
  readonly blocks: BlockRef[] = []
  private fundings = 0

  constructor() {
    this.newBlock()
  }

  get tipHeight(): number {
    return this.blocks.length - 1
  }

  /** The output script of a regtest address; throws 400 for anything else. */
  outputScript(address: string): Uint8Array {
    try {
      return addresses.toOutputScript(address, REGTEST)
    } catch {
      throw new EsploraError(400, `Invalid Bitcoin address: ${address} (regtest only)`)
    }
  }

  /** Pays `sats` to `address` in a coinbase-like transaction, mined at once. */
  fund(address: string, sats: bigint): string {
    const script = this.outputScript(address)
    if (sats <= 0n || sats > MAX_SATS)
      throw new EsploraError(400, `sats must be between 1 and ${MAX_SATS}`)
    this.fundings += 1
    const tx = new Transaction()
    const tag = new Uint8Array(8)
    new DataView(tag.buffer).setBigUint64(0, BigInt(this.fundings))
    tx.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, Uint8Array.from([0x08, ...tag]))
    tx.addOutput(script, sats)
    const txid = tx.getId()
    this.txs.set(txid, { txid, tx, spent: [], block: null })
    this.mine()
    return txid
  }

  /** Accepts a signed transaction into the mempool; throws EsploraError(400) saying why not. */
  broadcast(hex: string): string {
    const trimmed = hex.trim()
    if (!/^([0-9a-fA-F]{2})+$/.test(trimmed))
      throw new EsploraError(400, 'the body must be the raw transaction in hex')
    let tx: Transaction
    try {
      tx = Transaction.fromHex(trimmed)
    } catch (error) {
      throw new EsploraError(
        400,
        `not a transaction: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    const txid = tx.getId()
    if (this.txs.has(txid)) throw new EsploraError(400, `transaction ${txid} is already known`)
    if (tx.ins.length === 0 || tx.outs.length === 0)
      throw new EsploraError(400, 'a transaction needs at least one input and one output')
    const seen = new Set<string>()
    const spent = tx.ins.map((input, index) => {
      const outpoint = `${txidOfHash(input.hash)}:${input.index}`
      if (seen.has(outpoint))
        throw new EsploraError(400, `input ${index}: spends ${outpoint} twice in one transaction`)
      seen.add(outpoint)
      const output = this.output(outpoint)
      if (!output) throw new EsploraError(400, `input ${index}: unknown output ${outpoint}`)
      const spender = this.spentBy.get(outpoint)
      if (spender)
        throw new EsploraError(
          400,
          `input ${index}: output ${outpoint} is already spent by ${spender}`,
        )
      return output
    })
    const paid = tx.outs.reduce((sum, out) => sum + out.value, 0n)
    const available = spent.reduce((sum, out) => sum + out.value, 0n)
    if (paid > available)
      throw new EsploraError(400, `outputs (${paid} sats) exceed inputs (${available} sats)`)
    verifyInputs(tx, spent)
    this.txs.set(txid, { txid, tx, spent, block: null })
    for (const outpoint of seen) this.spentBy.set(outpoint, txid)
    return txid
  }

  /** Confirms every mempool transaction in a new block; returns the block. */
  mine(): BlockRef {
    const block = this.newBlock()
    for (const entry of this.txs.values()) if (!entry.block) entry.block = block
    return block
  }

  output(outpoint: string): SpentOutput | undefined {
    const [txid = '', vout = ''] = outpoint.split(':')
    const out = this.txs.get(txid)?.tx.outs[Number(vout)]
    return out ? { script: out.script, value: out.value } : undefined
  }

  /** Every transaction paying or spending `script`, newest first. */
  txsOf(script: Uint8Array): LedgerTx[] {
    const hex = toHex(script)
    return [...this.txs.values()]
      .filter(
        (entry) =>
          entry.tx.outs.some((out) => toHex(out.script) === hex) ||
          entry.spent.some((out) => toHex(out.script) === hex),
      )
      .reverse()
  }

  private newBlock(): BlockRef {
    const height = this.blocks.length
    const hash = createHash('sha256').update(`airlock-regtest-block-${height}`).digest('hex')
    const block = { height, hash, time: Math.floor(Date.now() / 1000) }
    this.blocks.push(block)
    return block
  }
}
