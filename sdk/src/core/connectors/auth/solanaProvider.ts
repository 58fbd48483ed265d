import {
  AirlockError,
  base58Decode,
  base58Encode,
  type SolanaPreflightCommitment,
} from '@airlock/protocol'
import type { RpcRequestPayload } from './authConnector'
import { withoutUndefined } from './withoutUndefined'

export interface SolanaAccountSnapshot {
  address: string | undefined
  /** The CAIP-2 reference of the active Solana network (genesis-hash prefix). */
  chainId: string | undefined
  rpcUrl: string | undefined
}

/** A @solana/web3.js Transaction or VersionedTransaction, without depending on the library. */
export interface SerializableTransaction {
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array
}

/** Already-serialized wire bytes, or an object that serializes itself. */
export type SolanaTransactionInput = Uint8Array | SerializableTransaction

export interface SolanaSendOptions {
  preflightCommitment?: SolanaPreflightCommitment | undefined
  skipPreflight?: boolean | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

export interface EmbeddedSolanaProvider {
  /** The connected Solana address (base58), if any. */
  readonly address: string | undefined
  /** Returns the 64-byte signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Returns the signed transaction's wire bytes (deserialize with VersionedTransaction / Transaction). */
  signTransaction(transaction: SolanaTransactionInput): Promise<Uint8Array>
  signAllTransactions(transactions: readonly SolanaTransactionInput[]): Promise<Uint8Array[]>
  /** Returns the transaction signature (base58). */
  signAndSendTransaction(
    transaction: SolanaTransactionInput,
    options?: SolanaSendOptions,
  ): Promise<string>
}

export interface SolanaProviderOptions {
  rpcRequest(payload: RpcRequestPayload): Promise<unknown>
  account: { get(): SolanaAccountSnapshot }
}

function serialize(transaction: SolanaTransactionInput): string {
  // Unsigned is expected here: the frame adds the signature.
  const bytes =
    transaction instanceof Uint8Array
      ? transaction
      : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  return base58Encode(bytes)
}

function invalidResponse(method: string): AirlockError {
  return new AirlockError('SOMETHING_WENT_WRONG', { message: `Invalid ${method} response` })
}

/** A base58 string field of an RPC result, decoded; anything else is an invalid response. */
function decodeField(result: unknown, field: string, method: string): Uint8Array {
  const value = (result as Record<string, unknown> | null)?.[field]
  if (typeof value !== 'string' || value.length === 0) throw invalidResponse(method)
  try {
    return base58Decode(value)
  } catch {
    throw invalidResponse(method)
  }
}

/**
 * The embedded wallet's Solana signer over RPC_REQUEST (`chainNamespace:
 * 'solana'`), with PROTOCOL.md's payloads: messages and transactions travel
 * base58-encoded. No Solana library needed.
 */
export function createSolanaProvider(options: SolanaProviderOptions): EmbeddedSolanaProvider {
  function call(method: string, params: unknown): Promise<unknown> {
    const { address, chainId, rpcUrl } = options.account.get()
    if (!address) return Promise.reject(new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND'))
    return options.rpcRequest(
      withoutUndefined({ method, params, chainId, chainNamespace: 'solana' as const, rpcUrl }),
    )
  }

  function requireAddress(): string {
    const { address } = options.account.get()
    if (!address) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
    return address
  }

  return {
    get address() {
      return options.account.get().address
    },
    async signMessage(message) {
      const method = 'solana_signMessage'
      const result = await call(method, {
        message: base58Encode(message),
        pubkey: requireAddress(),
      })
      return decodeField(result, 'signature', method)
    },
    async signTransaction(transaction) {
      const method = 'solana_signTransaction'
      const result = await call(method, { transaction: serialize(transaction) })
      return decodeField(result, 'transaction', method)
    },
    async signAllTransactions(transactions) {
      const method = 'solana_signAllTransactions'
      const result = await call(method, { transactions: transactions.map(serialize) })
      const signed = (result as { transactions?: unknown } | null)?.transactions
      // One signed transaction per input, in order, or the answer is not trusted.
      if (!Array.isArray(signed) || signed.length !== transactions.length)
        throw invalidResponse(method)
      return signed.map((entry: unknown) =>
        decodeField({ transaction: entry }, 'transaction', method),
      )
    },
    async signAndSendTransaction(transaction, sendOptions) {
      const method = 'solana_signAndSendTransaction'
      const params = withoutUndefined({
        transaction: serialize(transaction),
        options: sendOptions && withoutUndefined(sendOptions),
      })
      const result = await call(method, params)
      const signature = (result as { signature?: unknown } | null)?.signature
      if (typeof signature !== 'string' || signature.length === 0) throw invalidResponse(method)
      return signature
    },
  }
}
