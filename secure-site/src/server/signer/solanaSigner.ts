/**
 * The Solana methods that need the user's key, each taking the RPC payload as the
 * frame protocol defines it and a signer from withSolanaSigner.
 *
 * Transactions arrive serialized, base58 or base64, legacy or version 0 (solanaWire.ts);
 * each is answered in the encoding it came in. The wallet's signature goes into its
 * slot among the required signers, other slots are kept.
 */
import { SOLANA_PREFLIGHT_COMMITMENTS } from '@airlock/protocol'
import { z } from 'zod'
import { MAX_SIGNED_TRANSACTIONS } from '../../shared/apiContract'
import { ServerError } from '../errors'
import type { OutboundFetch } from '../net/outboundFetch'
import type { SolanaKeySigner } from '../wallets/wallets'
import { assertKeepsWallet } from './solanaHandOver'
import { sendRawTransaction } from './solanaRpc'
import { describeSolanaTransaction } from './solanaTransactionView'
import {
  decodeBase58,
  decodeTransaction,
  encodeBase58,
  encodeTransaction,
  readMessage,
  type SolanaTransaction,
  serializeTransaction,
} from './solanaWire'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

/** Adds the wallet's signature in its required-signer slot; refuses if it has none. */
function signDecoded(signer: SolanaKeySigner, transaction: SolanaTransaction): SolanaTransaction {
  const { header, staticAccounts } = transaction.message
  const signers: readonly string[] = staticAccounts.slice(0, header.numSignerAccounts)
  if (!signers.includes(signer.address)) throw new ServerError('NOT_A_SIGNER')
  assertKeepsWallet([describeSolanaTransaction(transaction)], signer.address)
  const { wire } = transaction
  const signature = signer.sign(new Uint8Array(wire.messageBytes))
  return {
    ...transaction,
    // Spreading keeps the slots in the message's signer order; only this one changes.
    wire: {
      ...wire,
      signatures: { ...wire.signatures, [signer.address]: signature },
    } as typeof wire,
  }
}

function signEncoded(signer: SolanaKeySigner, text: string): string {
  const { transaction, encoding } = decodeTransaction(text)
  return encodeTransaction(signDecoded(signer, transaction), encoding)
}

const signMessageParams = z.object({ message: z.string().min(1), pubkey: z.string() })

/**
 * solana_signMessage `{ message, pubkey }`, message in base58: returns the ed25519
 * signature in base58. Refuses bytes that are a transaction message, so a dapp cannot
 * pass a transaction off as a message to sign.
 */
export function signMessage(signer: SolanaKeySigner, params: unknown): { signature: string } {
  const parsed = signMessageParams.safeParse(params)
  if (!parsed.success || !BASE58.test(parsed.data.message)) throw new ServerError('INVALID_MESSAGE')
  if (parsed.data.pubkey !== signer.address) throw new ServerError('ADDRESS_MISMATCH')
  const message = decodeBase58(parsed.data.message)
  if (readMessage(message)) throw new ServerError('INVALID_MESSAGE')
  return { signature: encodeBase58(signer.sign(message)) }
}

/** solana_signTransaction `{ transaction }` → `{ transaction }`, signed, same encoding. */
export function signTransaction(signer: SolanaKeySigner, params: unknown): { transaction: string } {
  const parsed = z.object({ transaction: z.string().min(1) }).safeParse(params)
  if (!parsed.success) throw new ServerError('INVALID_TRANSACTION')
  return { transaction: signEncoded(signer, parsed.data.transaction) }
}

/** The card shows every transaction of a batch, so a batch is at most what it can show. */
export function assertBatchSize(transactions: readonly unknown[]): void {
  if (transactions.length > MAX_SIGNED_TRANSACTIONS) {
    throw new ServerError('TOO_MANY_TRANSACTIONS', { values: { max: MAX_SIGNED_TRANSACTIONS } })
  }
}

/** solana_signAllTransactions `{ transactions }` → `{ transactions }`; all or none. */
export function signAllTransactions(
  signer: SolanaKeySigner,
  params: unknown,
): { transactions: string[] } {
  const parsed = z.object({ transactions: z.array(z.string().min(1)) }).safeParse(params)
  if (!parsed.success) throw new ServerError('INVALID_TRANSACTION')
  assertBatchSize(parsed.data.transactions)
  // Decode everything before signing anything, so one bad entry signs nothing.
  const decoded = parsed.data.transactions.map(decodeTransaction)
  return {
    transactions: decoded.map(({ transaction, encoding }) =>
      encodeTransaction(signDecoded(signer, transaction), encoding),
    ),
  }
}

const sendOptions = z
  .object({
    skipPreflight: z.boolean().optional(),
    preflightCommitment: z.enum(SOLANA_PREFLIGHT_COMMITMENTS).optional(),
    maxRetries: z.number().int().min(0).max(100).optional(),
    minContextSlot: z.number().int().min(0).optional(),
  })
  .optional()

/**
 * solana_signAndSendTransaction `{ transaction, options? }`: signs, then sends to the
 * chain's RPC with sendTransaction. Returns `{ signature }`, the transaction id.
 */
export async function signAndSendTransaction(
  signer: SolanaKeySigner,
  params: unknown,
  context: { rpcUrl: string; fetchFn: OutboundFetch },
): Promise<{ signature: string }> {
  const parsed = z
    .object({ transaction: z.string().min(1), options: sendOptions })
    .safeParse(params)
  if (!parsed.success) throw new ServerError('INVALID_TRANSACTION')
  const { transaction } = decodeTransaction(parsed.data.transaction)
  const signed = serializeTransaction(signDecoded(signer, transaction))
  const signature = await sendRawTransaction(signed, parsed.data.options ?? {}, context)
  return { signature }
}
