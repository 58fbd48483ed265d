/**
 * The Solana transactions of an approval call, decoded, described and checked against
 * the cluster the call names (signer/solanaCluster.ts): what the prepare step shows on
 * the card, and what the sign step checks again before the key opens.
 */
import type { RpcCall, SolanaTransactionView } from '../../../shared/apiContract'
import { assertSolanaCluster } from '../../signer/solanaCluster'
import { assertBatchSize } from '../../signer/solanaSigner'
import { describeSolanaTransaction } from '../../signer/solanaTransactionView'
import { decodeTransaction } from '../../signer/solanaWire'
import type { ApiContext } from '../../wiring/apiContext'
import { resolveRpcEndpoint } from './rpcEndpoint'

function field(params: unknown, key: string): unknown {
  return typeof params === 'object' && params !== null && Object.hasOwn(params, key)
    ? (params as Record<string, unknown>)[key]
    : undefined
}

/** The serialized transactions of a solana_sign* call (checkCall validated the shape). */
export function transactionTexts(call: RpcCall): string[] {
  const list =
    call.method === 'solana_signAllTransactions'
      ? field(call.params, 'transactions')
      : [field(call.params, 'transaction')]
  return Array.isArray(list) ? list.filter((text) => typeof text === 'string') : []
}

/** The recent blockhash (or nonce value): the decoder reads it, its type leaves it out. */
function lifetimeToken(message: object): string {
  const token = 'lifetimeToken' in message ? message.lifetimeToken : undefined
  return typeof token === 'string' ? token : ''
}

export async function checkedSolanaTransactions(
  context: ApiContext,
  call: RpcCall,
): Promise<SolanaTransactionView[]> {
  const texts = transactionTexts(call)
  assertBatchSize(texts)
  const decoded = texts.map((text) => decodeTransaction(text).transaction)
  const views = decoded.map(describeSolanaTransaction)
  const endpoint = await resolveRpcEndpoint(context.config, call.chainId, call.rpcUrl)
  await assertSolanaCluster(
    {
      caip2: call.chainId,
      rpcUrl: endpoint.url,
      fetchFn: endpoint.fetch,
      configured: context.config.chains[call.chainId] !== undefined,
    },
    decoded.map((transaction, index) => ({
      blockhash: lifetimeToken(transaction.message),
      durableNonce: views[index]?.durableNonce === true,
    })),
  )
  return views
}
