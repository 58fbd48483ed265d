import {
  AirlockError,
  base58Decode,
  base58Encode,
  base64Decode,
  base64Encode,
} from '@airlock/protocol'
import type {
  EmbeddedSolanaProvider,
  SolanaSendOptions,
  SolanaTransactionInput,
} from '../auth/solanaProvider'
import { withoutUndefined } from '../auth/withoutUndefined'
import { toWalletError } from '../injected/walletError'

/** What the provider needs of the WalletConnect session that holds the Solana account. */
export interface WalletConnectSolanaSession {
  /** The session's Solana account (base58), if it still has one. */
  address(): string | undefined
  /** The methods the wallet approved in the session's solana namespace. */
  methods(): readonly string[]
  /** Sends `method` through the session to the wallet (it resolves to the wallet's result). */
  request(method: string, params: unknown): Promise<unknown>
  /**
   * Sends a signed transaction to the current network's RPC (its base58 signature): how a
   * transaction is sent when the wallet approved solana_signTransaction only, as wallets that
   * follow WalletConnect's first Solana methods (sign message, sign transaction) do.
   */
  send?(signed: Uint8Array, options?: SolanaSendOptions): Promise<string>
}

const invalid = (method: string) =>
  new AirlockError('SOMETHING_WENT_WRONG', { message: `Invalid ${method} response` })

function bytesOf(transaction: SolanaTransactionInput): Uint8Array {
  // Unsigned is expected here: the wallet adds the signature.
  return transaction instanceof Uint8Array
    ? transaction
    : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/** A base58 string of the wallet's answer, decoded; anything else is an invalid response. */
function base58Field(value: unknown, method: string): Uint8Array {
  if (typeof value !== 'string' || value.length === 0) throw invalid(method)
  try {
    return base58Decode(value)
  } catch {
    throw invalid(method)
  }
}

function base64Field(value: unknown, method: string): Uint8Array {
  const bytes = typeof value === 'string' && value.length > 0 ? base64Decode(value) : undefined
  if (!bytes) throw invalid(method)
  return bytes
}

/**
 * Puts `signature` into the first signature slot that belongs to `signer` in the
 * transaction's wire bytes (legacy or v0), for wallets that answer
 * solana_signTransaction with `{ signature }` only: [compact-u16 count][64-byte
 * signatures][message], the message's header then its compact-u16 key count and keys.
 */
export function withSignature(
  wire: Uint8Array,
  signer: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  const [count, countLength] = compactU16(wire, 0)
  const message = countLength + count * 64
  const versioned = ((wire[message] ?? 0) & 0x80) !== 0
  const header = message + (versioned ? 1 : 0)
  const required = wire[header] ?? 0
  const [keys, keysLength] = compactU16(wire, header + 3)
  const firstKey = header + 3 + keysLength
  for (let index = 0; index < Math.min(required, keys, count); index += 1) {
    const key = wire.subarray(firstKey + index * 32, firstKey + (index + 1) * 32)
    if (key.length === 32 && key.every((byte, at) => byte === signer[at])) {
      const signed = Uint8Array.from(wire)
      signed.set(signature, countLength + index * 64)
      return signed
    }
  }
  throw new AirlockError('SOMETHING_WENT_WRONG', {
    message: 'The transaction does not need the connected account’s signature',
  })
}

function compactU16(bytes: Uint8Array, at: number): [value: number, length: number] {
  let value = 0
  for (let index = 0; index < 3; index += 1) {
    const byte = bytes[at + index]
    if (byte === undefined) throw invalid('transaction')
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return [value, index + 1]
  }
  throw invalid('transaction')
}

/**
 * The Solana account of a WalletConnect session behind the SDK's Solana provider
 * interface (the one the embedded and the Wallet Standard wallets have), with the
 * WalletConnect Solana RPC: messages base58, transactions base64. A wallet's
 * rejection is a UserRejectedError (rpcCode 4001).
 */
export function createWalletConnectSolanaProvider(
  session: WalletConnectSolanaSession,
): EmbeddedSolanaProvider {
  const held = (): string => {
    const address = session.address()
    if (!address) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
    return address
  }
  const supports = (method: string) => session.methods().includes(method)
  const ask = async (method: string, params: unknown): Promise<Record<string, unknown>> => {
    if (!supports(method))
      throw new AirlockError('SOMETHING_WENT_WRONG', {
        message: `The WalletConnect wallet did not approve ${method}`,
      })
    let result: unknown
    try {
      result = await session.request(method, params)
    } catch (error) {
      throw toWalletError(error)
    }
    if (typeof result !== 'object' || result === null) throw invalid(method)
    return result as Record<string, unknown>
  }

  async function signOne(transaction: SolanaTransactionInput): Promise<Uint8Array> {
    const address = held()
    const wire = bytesOf(transaction)
    const method = 'solana_signTransaction'
    const result = await ask(method, { transaction: base64Encode(wire) })
    // Newer wallets answer the signed transaction; the documented minimum is its signature.
    if (result.transaction !== undefined) return base64Field(result.transaction, method)
    return withSignature(wire, base58Decode(address), base58Field(result.signature, method))
  }

  return {
    get address() {
      return session.address()
    },
    async signMessage(message) {
      const pubkey = held()
      const method = 'solana_signMessage'
      const result = await ask(method, { message: base58Encode(message), pubkey })
      return base58Field(result.signature, method)
    },
    signTransaction: signOne,
    async signAllTransactions(transactions) {
      held()
      const method = 'solana_signAllTransactions'
      // A wallet without the batch method signs them one after the other.
      if (!supports(method)) {
        const signed: Uint8Array[] = []
        for (const transaction of transactions) signed.push(await signOne(transaction))
        return signed
      }
      const result = await ask(method, {
        transactions: transactions.map((transaction) => base64Encode(bytesOf(transaction))),
      })
      const answered = result.transactions
      if (!Array.isArray(answered) || answered.length !== transactions.length) throw invalid(method)
      return answered.map((transaction) => base64Field(transaction, method))
    },
    async signAndSendTransaction(transaction, options?: SolanaSendOptions) {
      held()
      const method = 'solana_signAndSendTransaction'
      // A wallet without it signs, and the dapp's RPC sends (what Reown's Solana provider does).
      if (!supports(method) && supports('solana_signTransaction') && session.send)
        return session.send(await signOne(transaction), options)
      const result = await ask(method, {
        transaction: base64Encode(bytesOf(transaction)),
        ...(options ? { sendOptions: withoutUndefined({ ...options }) } : {}),
      })
      return base58Encode(base58Field(result.signature, method))
    },
  }
}
