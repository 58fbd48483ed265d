/**
 * Read-only JSON-RPC calls forwarded to the chain through the endpoint's own POST
 * (rpcEndpoint.ts: no redirects, a deadline, the answer cut off past its size cap), and
 * the chain's own error message passed on for the dapp to see.
 */

import { HttpError } from '../../http/http'
import { OutboundError } from '../../net/outboundFetch'
import type { RpcEndpoint } from './rpcEndpoint'

export const RPC_UNREACHABLE = 'RPC endpoint could not be reached'
export const RPC_TIMED_OUT = 'RPC endpoint did not answer in time'
export const RPC_REDIRECTED = 'RPC endpoint redirected; redirects are not followed'
export const RPC_TOO_LARGE = 'RPC response too large'

interface JsonRpcAnswer {
  result?: unknown
  error?: { message?: unknown }
}

export async function forwardRpc(
  endpoint: RpcEndpoint,
  method: string,
  params: unknown,
): Promise<unknown> {
  let status: number
  let text: string
  try {
    ;({ status, text } = await endpoint.post(
      endpoint.url,
      JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    ))
  } catch (error) {
    throw outboundHttpError(error)
  }
  let answer: JsonRpcAnswer
  try {
    answer = JSON.parse(text) as JsonRpcAnswer
  } catch {
    throw new HttpError(502, `RPC endpoint answered HTTP ${status} without JSON`)
  }
  if (answer.error) {
    const message = typeof answer.error.message === 'string' ? answer.error.message : 'RPC error'
    throw new HttpError(502, message.slice(0, 1000))
  }
  return answer.result ?? null
}

/** What the dapp is told when the endpoint failed: the reason, never its internals. */
export function outboundHttpError(error: unknown): HttpError {
  const reason = error instanceof OutboundError ? error.reason : 'unreachable'
  switch (reason) {
    case 'timeout':
      return new HttpError(504, RPC_TIMED_OUT)
    case 'redirect':
      return new HttpError(502, RPC_REDIRECTED)
    case 'too-large':
      return new HttpError(502, RPC_TOO_LARGE)
    default:
      return new HttpError(502, RPC_UNREACHABLE)
  }
}
