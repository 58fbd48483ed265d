import { createHash } from 'node:crypto'
import { base58 } from '@scure/base'
import { type Address, address, getTransactionDecoder } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  describeTransactionError,
  type RpcTransactionError,
  rpcTransactionError,
} from './solanaErrors'
import { type RpcTokenBalance, tokenBalancesOf } from './tokenBalances'
import { parseWireTransaction, type WireTransaction } from './wireTransaction'

/** Solana's fee per signature (litesvm's default fee structure). */
export const LAMPORTS_PER_SIGNATURE = 5_000
/** How many slots a blockhash stays valid, as on a real cluster. */
export const BLOCKHASH_VALID_SLOTS = 150

/** One landed transaction, as getTransaction and getSignatureStatuses read it back. */
export interface LedgerTransaction {
  signature: string
  slot: number
  blockTime: number
  wire: WireTransaction
  err: RpcTransactionError | null
  logs: string[]
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: RpcTokenBalance[]
  postTokenBalances: RpcTokenBalance[]
  computeUnitsConsumed: number
}

/** A send or simulation refused before it lands: the RPC's -32002 with its data. */
export class PreflightError extends Error {
  constructor(
    readonly err: RpcTransactionError,
    readonly logs: string[],
  ) {
    super(`Transaction simulation failed: ${describeTransactionError(err)}`)
  }
}

export interface SimulationResult {
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: number
}

/** What the ledger tells its listeners after each landed transaction. */
export type LedgerListener = (landed: LedgerTransaction) => void

/**
 * A local Solana cluster over litesvm: litesvm runs the programs (System, SPL Token,
 * Associated Token Account, Memo… are built in); this keeps what a validator's RPC also
 * answers and litesvm does not: a slot that moves one per transaction, the recent
 * blockhashes (each transaction expires the latest, as a new block would), the landed
 * transactions with their balances, and the signatures per address.
 */
export class SolanaLedger {
  readonly svm: LiteSVM
  readonly genesisHash: string
  private slot = 1
  private readonly blockhashes = new Map<string, number>()
  private readonly transactions = new Map<string, LedgerTransaction>()
  private readonly byAddress = new Map<string, string[]>()
  private readonly listeners = new Set<LedgerListener>()

  /** `cluster` names the cluster: its genesis hash is derived from it, stable across runs. */
  constructor(cluster: string) {
    // The blockhash check is ours (any of the last 150 blockhashes), not litesvm's (latest only).
    this.svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(0n)
    this.genesisHash = base58.encode(
      createHash('sha256').update(`airlock-solana:${cluster}`).digest(),
    )
    this.svm.warpToSlot(BigInt(this.slot))
    this.blockhashes.set(this.svm.latestBlockhash(), this.slot + BLOCKHASH_VALID_SLOTS)
  }

  currentSlot(): number {
    return this.slot
  }

  /** Seconds since the epoch: the wall clock (a transaction's block time). */
  blockTime(): number {
    return Math.floor(Date.now() / 1000)
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash) ?? this.slot }
  }

  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.blockhashes.get(blockhash)
    return lastValid !== undefined && this.slot <= lastValid
  }

  balance(of: string): number {
    return Number(this.svm.getBalance(toAddress(of)) ?? 0n)
  }

  transaction(signature: string): LedgerTransaction | undefined {
    return this.transactions.get(signature)
  }

  /** Newest first. */
  signaturesFor(of: string): readonly string[] {
    return [...(this.byAddress.get(of) ?? [])].reverse()
  }

  onLanded(listener: LedgerListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Runs `bytes` without landing it; `sigVerify` false accepts unsigned transactions. */
  simulate(
    bytes: Uint8Array,
    options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {},
  ): SimulationResult {
    const wire = parseWireTransaction(bytes)
    if (!options.replaceRecentBlockhash && !this.isBlockhashValid(wire.recentBlockhash))
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 }
    this.svm.withSigverify(options.sigVerify ?? false)
    try {
      const result = this.svm.simulateTransaction(decodeForSvm(bytes))
      if (result instanceof FailedTransactionMetadata)
        return {
          err: rpcTransactionError(result),
          logs: result.meta().logs(),
          unitsConsumed: Number(result.meta().computeUnitsConsumed()),
        }
      const meta = result.meta()
      return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
    } finally {
      this.svm.withSigverify(true)
    }
  }

  /**
   * Lands `bytes` (a signed wire transaction) in the next slot and answers its signature.
   * Throws PreflightError when the blockhash is unknown, the transaction already landed,
   * or (unless `skipPreflight`) its simulation fails. A transaction that fails with
   * `skipPreflight` lands with its error, as on a cluster.
   */
  send(bytes: Uint8Array, options: { skipPreflight?: boolean } = {}): string {
    const wire = parseWireTransaction(bytes)
    const signature = wire.signatures[0]
    if (!signature) throw new PreflightError('MissingSignatureForFee', [])
    if (this.transactions.has(signature)) throw new PreflightError('AlreadyProcessed', [])
    if (!this.isBlockhashValid(wire.recentBlockhash))
      throw new PreflightError('BlockhashNotFound', [])
    if (!options.skipPreflight) {
      const simulated = this.simulate(bytes, { sigVerify: true })
      if (simulated.err) throw new PreflightError(simulated.err, simulated.logs)
    }
    const preBalances = wire.accountKeys.map((key) => this.balance(key))
    const preTokenBalances = tokenBalancesOf(this.svm, wire.accountKeys)
    const result = this.svm.sendTransaction(decodeForSvm(bytes))
    const failed = result instanceof FailedTransactionMetadata
    const meta: TransactionMetadata = failed ? result.meta() : result
    // litesvm refuses (lands nothing) what fails before execution, e.g. a bad signature.
    if (failed && meta.computeUnitsConsumed() === 0n && !options.skipPreflight) {
      throw new PreflightError(rpcTransactionError(result), meta.logs())
    }
    const landed: LedgerTransaction = {
      signature,
      slot: this.slot,
      blockTime: this.blockTime(),
      wire,
      err: failed ? rpcTransactionError(result) : null,
      logs: meta.logs(),
      fee: LAMPORTS_PER_SIGNATURE * wire.numRequiredSignatures,
      preBalances,
      postBalances: wire.accountKeys.map((key) => this.balance(key)),
      preTokenBalances,
      postTokenBalances: tokenBalancesOf(this.svm, wire.accountKeys),
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    }
    this.record(landed)
    return signature
  }

  private record(landed: LedgerTransaction): void {
    this.transactions.set(landed.signature, landed)
    for (const key of new Set(landed.wire.accountKeys)) {
      const list = this.byAddress.get(key) ?? []
      list.push(landed.signature)
      this.byAddress.set(key, list)
    }
    this.nextSlot()
    for (const listener of this.listeners) listener(landed)
  }

  /** A new block: the slot moves on and a new blockhash becomes the latest. */
  private nextSlot(): void {
    this.slot += 1
    this.svm.warpToSlot(BigInt(this.slot))
    this.svm.expireBlockhash()
    this.blockhashes.set(this.svm.latestBlockhash(), this.slot + BLOCKHASH_VALID_SLOTS)
    for (const [hash, lastValid] of this.blockhashes)
      if (lastValid < this.slot) this.blockhashes.delete(hash)
  }
}

/** A base58 address as litesvm's `Address`; throws on anything else. */
export function toAddress(value: string): Address {
  return address(value)
}

function decodeForSvm(bytes: Uint8Array) {
  return getTransactionDecoder().decode(bytes)
}
