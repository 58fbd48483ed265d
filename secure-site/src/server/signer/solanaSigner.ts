/**
 * The Solana methods that need the user's key, each taking the RPC payload as the
 * frame protocol defines it and a signer from withSolanaSigner.
 *
 * Transactions arrive serialized, base58 (the wallet-adapter convention) or base64,
 * legacy or versioned; each is answered in the encoding it came in. Both wire formats
 * parse as a VersionedTransaction, so one code path signs both: the wallet's
 * signature goes into its slot among the required signers, other slots are kept.
 */
import { SOLANA_PREFLIGHT_COMMITMENTS } from '@airlock/protocol'
import { Connection, VersionedMessage, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { z } from 'zod'
import { MAX_SIGNED_TRANSACTIONS } from '../../shared/apiContract'
import { ServerError } from '../errors'
import type { OutboundFetch } from '../net/outboundFetch'
import type { SolanaKeySigner } from '../wallets/wallets'

type Encoding = 'base58' | 'base64'

interface DecodedTransaction {
  transaction: VersionedTransaction
  encoding: Encoding
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

function tryDeserialize(bytes: Uint8Array): VersionedTransaction | undefined {
  try {
    return VersionedTransaction.deserialize(bytes)
  } catch {
    return undefined
  }
}

/** Base58 first (the convention), base64 when that does not yield a transaction. */
export function decodeTransaction(text: string): DecodedTransaction {
  if (BASE58.test(text)) {
    const transaction = tryDeserialize(bs58.decode(text))
    if (transaction) return { transaction, encoding: 'base58' }
  }
  if (BASE64.test(text) && text.length % 4 === 0) {
    const transaction = tryDeserialize(new Uint8Array(Buffer.from(text, 'base64')))
    if (transaction) return { transaction, encoding: 'base64' }
  }
  throw new ServerError('INVALID_TRANSACTION')
}

function encode(bytes: Uint8Array, encoding: Encoding): string {
  return encoding === 'base58' ? bs58.encode(bytes) : Buffer.from(bytes).toString('base64')
}

/** Adds the wallet's signature in its required-signer slot; refuses if it has none. */
function signDecoded(signer: SolanaKeySigner, transaction: VersionedTransaction): void {
  const { header, staticAccountKeys } = transaction.message
  const slot = staticAccountKeys
    .slice(0, header.numRequiredSignatures)
    .findIndex((key) => key.equals(signer.publicKey))
  if (slot < 0) throw new ServerError('NOT_A_SIGNER')
  transaction.signatures[slot] = signer.sign(transaction.message.serialize())
}

function signEncoded(signer: SolanaKeySigner, text: string): string {
  const { transaction, encoding } = decodeTransaction(text)
  signDecoded(signer, transaction)
  return encode(transaction.serialize(), encoding)
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
  const message = bs58.decode(parsed.data.message)
  if (isTransactionMessage(message)) throw new ServerError('INVALID_MESSAGE')
  return { signature: bs58.encode(signer.sign(message)) }
}

function isTransactionMessage(bytes: Uint8Array): boolean {
  try {
    const serialized = VersionedMessage.deserialize(bytes).serialize()
    return Buffer.from(serialized).equals(Buffer.from(bytes))
  } catch {
    return false
  }
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
    transactions: decoded.map(({ transaction, encoding }) => {
      signDecoded(signer, transaction)
      return encode(transaction.serialize(), encoding)
    }),
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
  signDecoded(signer, transaction)
  const options = parsed.data.options ?? {}
  const connection = new Connection(context.rpcUrl, {
    commitment: 'confirmed',
    // The endpoint's own fetch: pinned to its vetted addresses, with its deadline and cap.
    fetch: (input, init) => context.fetchFn(input, init as RequestInit),
  })
  const signature = await connection.sendRawTransaction(transaction.serialize(), options)
  return { signature }
}
