/**
 * The test wallet's Solana methods over WalletConnect: `solana_signMessage`
 * ({ message: base58, pubkey }) → { signature: base58 } and `solana_signTransaction`
 * ({ transaction: base64 }) → { signature: base58, transaction: base64 }, legacy or v0, and
 * `solana_signAllTransactions` ({ transactions: base64[] }) → { transactions: base64[] }, and
 * `solana_signAndSendTransaction`.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { type Commitment, Connection, type Keypair, VersionedTransaction } from '@solana/web3.js'
import { WalletRpcError } from '../../../fixtures/testWallet/walletRpc'

export function solanaSignMessage(keypair: Keypair, params: unknown): { signature: string } {
  const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
  if (typeof message !== 'string') throw new WalletRpcError(-32602, 'message must be base58')
  if (pubkey !== undefined && pubkey !== keypair.publicKey.toBase58())
    throw new WalletRpcError(4100, 'The requested account has not been authorized.')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(message)
  } catch {
    throw new WalletRpcError(-32602, 'message must be base58')
  }
  const signature = ed25519.sign(bytes, keypair.secretKey.slice(0, 32))
  return { signature: base58.encode(signature) }
}

export function solanaSignTransaction(
  keypair: Keypair,
  params: unknown,
): { signature: string; transaction: string } {
  const { transaction } = (params ?? {}) as { transaction?: unknown }
  if (typeof transaction !== 'string')
    throw new WalletRpcError(-32602, 'transaction must be base64')
  let tx: VersionedTransaction
  try {
    tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'))
  } catch {
    throw new WalletRpcError(-32602, 'transaction is not a serialized Solana transaction')
  }
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
  const index = signers.findIndex((key) => key.equals(keypair.publicKey))
  if (index < 0) throw new WalletRpcError(4100, 'The transaction does not need this account.')
  tx.sign([keypair])
  const signature = tx.signatures[index]
  if (!signature) throw new WalletRpcError(-32603, 'no signature produced')
  return {
    signature: base58.encode(signature),
    transaction: Buffer.from(tx.serialize()).toString('base64'),
  }
}

export function solanaSignAllTransactions(
  keypair: Keypair,
  params: unknown,
): { transactions: string[] } {
  const { transactions } = (params ?? {}) as { transactions?: unknown }
  if (!Array.isArray(transactions) || transactions.length === 0)
    throw new WalletRpcError(-32602, 'transactions must be a non-empty array of base64')
  return {
    transactions: transactions.map(
      (transaction) => solanaSignTransaction(keypair, { transaction }).transaction,
    ),
  }
}

/**
 * `solana_signAndSendTransaction` ({ transaction: base64, sendOptions? }) → { signature: base58 }:
 * signed as above, then sent to the cluster the request names, with the send options wallets
 * pass on (skipPreflight, preflightCommitment, maxRetries, minContextSlot), as Reown's docs say.
 */
export async function solanaSignAndSendTransaction(
  keypair: Keypair,
  rpcUrl: string | undefined,
  params: unknown,
): Promise<{ signature: string }> {
  if (!rpcUrl) throw new WalletRpcError(4901, 'The test wallet has no node for this cluster.')
  const { transaction } = solanaSignTransaction(keypair, params)
  const { sendOptions } = (params ?? {}) as { sendOptions?: Record<string, unknown> }
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = sendOptions ?? {}
  const connection = new Connection(rpcUrl, 'confirmed')
  const signature = await connection.sendRawTransaction(Buffer.from(transaction, 'base64'), {
    ...(typeof skipPreflight === 'boolean' ? { skipPreflight } : {}),
    ...(typeof preflightCommitment === 'string'
      ? { preflightCommitment: preflightCommitment as Commitment }
      : {}),
    ...(typeof maxRetries === 'number' ? { maxRetries } : {}),
    ...(typeof minContextSlot === 'number' ? { minContextSlot } : {}),
  })
  return { signature }
}
