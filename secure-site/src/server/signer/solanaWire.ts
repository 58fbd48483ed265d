/**
 * Solana transactions as they travel: serialized, base58 (the wallet-adapter
 * convention) or base64, legacy or version 0. Decoded with @solana/kit's codecs into
 * the signatures map and the compiled message, so the signer and the approval card
 * read the very same bytes; encoded back in the encoding they came in.
 */
import {
  type CompiledTransactionMessage,
  getBase58Codec,
  getBase64Codec,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit'
import { ServerError } from '../errors'

export type Encoding = 'base58' | 'base64'

/** The compiled message formats a wallet signs today (v1 is not live on any cluster). */
export type SolanaMessage = Extract<CompiledTransactionMessage, { version: 'legacy' | 0 }>

export interface SolanaTransaction {
  /** The wire transaction: message bytes and one signature slot per required signer. */
  wire: Transaction
  message: SolanaMessage
}

export interface DecodedTransaction {
  transaction: SolanaTransaction
  encoding: Encoding
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

const base58 = getBase58Codec()
const base64 = getBase64Codec()
const transactionDecoder = getTransactionDecoder()
const transactionEncoder = getTransactionEncoder()
const messageDecoder = getCompiledTransactionMessageDecoder()

/** The compiled message in `bytes`, only if they hold exactly one and nothing more. */
export function readMessage(bytes: Uint8Array): SolanaMessage | undefined {
  try {
    const [message, end] = messageDecoder.read(bytes, 0)
    if (end !== bytes.length) return undefined
    return message.version === 'legacy' || message.version === 0 ? message : undefined
  } catch {
    return undefined
  }
}

function readTransaction(bytes: Uint8Array): SolanaTransaction | undefined {
  try {
    const wire = transactionDecoder.decode(bytes)
    const message = readMessage(new Uint8Array(wire.messageBytes))
    if (!message) return undefined
    // One signature slot per required signer, exactly as the message declares them.
    if (Object.keys(wire.signatures).length !== message.header.numSignerAccounts) return undefined
    return { wire, message }
  } catch {
    return undefined
  }
}

/** Base58 first (the convention), base64 when that does not yield a transaction. */
export function decodeTransaction(text: string): DecodedTransaction {
  if (BASE58.test(text)) {
    const transaction = readTransaction(decodeBase58(text))
    if (transaction) return { transaction, encoding: 'base58' }
  }
  if (BASE64.test(text) && text.length % 4 === 0) {
    const transaction = readTransaction(new Uint8Array(base64.encode(text)))
    if (transaction) return { transaction, encoding: 'base64' }
  }
  throw new ServerError('INVALID_TRANSACTION')
}

export function decodeBase58(text: string): Uint8Array {
  return new Uint8Array(base58.encode(text))
}

export function encodeBase58(bytes: Uint8Array): string {
  return base58.decode(bytes)
}

export function serializeTransaction(transaction: SolanaTransaction): Uint8Array {
  return new Uint8Array(transactionEncoder.encode(transaction.wire))
}

export function encodeTransaction(transaction: SolanaTransaction, encoding: Encoding): string {
  const bytes = serializeTransaction(transaction)
  return encoding === 'base58' ? base58.decode(bytes) : base64.decode(bytes)
}
