/**
 * The cluster a Solana card names is checked, not taken on the host's word:
 * - an RPC URL the host gave (a cluster the operator did not configure) must answer
 *   getGenesisHash with the cluster's CAIP-2 reference (the genesis hash's first 32
 *   characters, CAIP-30), else the card would name one network and the transaction go
 *   to, or be simulated against, another;
 * - each transaction's recent blockhash must be one that cluster knows
 *   (isBlockhashValid): a blockhash from another cluster, or long expired, is refused.
 *   A durable-nonce transaction (first instruction AdvanceNonceAccount) carries a nonce
 *   value instead, with no expiry: it is not checked here, and the card says it can be
 *   sent at any later time.
 * Run by the prepare step (before the card) and again before signing (a caller that
 * skips the frame is refused the same way).
 */

import { ServerError } from '../errors'
import type { OutboundFetch } from '../net/outboundFetch'
import { solanaRpcCall } from './solanaRpc'

export interface ClusterContext {
  /** CAIP-2, `solana:<genesis hash prefix>`. */
  caip2: string
  rpcUrl: string
  fetchFn: OutboundFetch
  /** Whether the endpoint is the operator's (AIRLOCK_CHAINS), not the host's. */
  configured: boolean
}

export interface ClusterTransaction {
  blockhash: string
  durableNonce: boolean
}

export async function assertSolanaCluster(
  context: ClusterContext,
  transactions: readonly ClusterTransaction[],
): Promise<void> {
  const cluster = { values: { cluster: context.caip2 } }
  if (!context.configured) {
    const genesis = await solanaRpcCall('getGenesisHash', [], context)
    const reference = context.caip2.slice('solana:'.length)
    if (typeof genesis !== 'string' || genesis.slice(0, 32) !== reference)
      throw new ServerError('SOLANA_CLUSTER_MISMATCH', cluster)
  }
  const blockhashes = new Set(
    transactions.filter((tx) => !tx.durableNonce).map((tx) => tx.blockhash),
  )
  for (const blockhash of blockhashes) {
    const answer = await solanaRpcCall(
      'isBlockhashValid',
      [blockhash, { commitment: 'processed' }],
      context,
    )
    const valid =
      typeof answer === 'object' && answer !== null && 'value' in answer ? answer.value : undefined
    if (typeof valid !== 'boolean')
      throw new ServerError('SOLANA_RPC_UNREADABLE', { values: { method: 'isBlockhashValid' } })
    if (!valid) throw new ServerError('BLOCKHASH_UNKNOWN', cluster)
  }
}
