/**
 * Broadcasting a signed Solana transaction: one JSON-RPC `sendTransaction` call, base64,
 * through the endpoint's own fetch (pinned to its vetted addresses, with its deadline
 * and byte cap). The node's words come back as the error's message.
 */
import type { SolanaPreflightCommitment } from '@airlock/protocol'
import { z } from 'zod'
import { ServerError } from '../errors'
import type { OutboundFetch } from '../net/outboundFetch'

export interface SendOptions {
  skipPreflight?: boolean | undefined
  preflightCommitment?: SolanaPreflightCommitment | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

const rpcAnswer = z.union([
  z.object({ result: z.string().min(1) }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

export class SolanaRpcError extends Error {
  override readonly name = 'SolanaRpcError'
}

const callAnswer = z.object({ result: z.unknown() })

/**
 * One read-only JSON-RPC call; resolves with its `result`, or throws SOLANA_RPC_UNREADABLE
 * when the endpoint fails or answers with an error (a check that cannot be made refuses).
 */
export async function solanaRpcCall(
  method: string,
  params: unknown[],
  context: { rpcUrl: string; fetchFn: OutboundFetch },
): Promise<unknown> {
  const refuse = (cause?: unknown) =>
    new ServerError('SOLANA_RPC_UNREADABLE', { values: { method }, cause })
  let response: Response
  try {
    response = await context.fetchFn(context.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
  } catch (error) {
    throw refuse(error)
  }
  if (!response.ok) throw refuse()
  const answer = callAnswer.safeParse(await response.json().catch(() => undefined))
  if (!answer.success || answer.data.result === undefined) throw refuse()
  return answer.data.result
}

/** Sends `signed` (wire bytes); resolves with the transaction's signature (its id). */
export async function sendRawTransaction(
  signed: Uint8Array,
  options: SendOptions,
  context: { rpcUrl: string; fetchFn: OutboundFetch },
): Promise<string> {
  const response = await context.fetchFn(context.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [
        Buffer.from(signed).toString('base64'),
        // As web3.js's Connection did with commitment 'confirmed': preflight at that level.
        { encoding: 'base64', preflightCommitment: 'confirmed', ...withoutUndefined(options) },
      ],
    }),
  })
  if (!response.ok) {
    throw new SolanaRpcError(`failed to send transaction: HTTP ${response.status}`)
  }
  const answer = rpcAnswer.safeParse(await response.json().catch(() => undefined))
  if (!answer.success) {
    throw new SolanaRpcError('failed to send transaction: the RPC endpoint gave no valid answer')
  }
  if ('error' in answer.data) {
    throw new SolanaRpcError(`failed to send transaction: ${answer.data.error.message}`)
  }
  return answer.data.result
}

function withoutUndefined(options: SendOptions): Partial<SendOptions> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
}
