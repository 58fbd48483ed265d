/**
 * Read-only JSON-RPC calls forwarded to the chain. No redirects are followed (the
 * endpoint was vetted, its redirect target was not), answers are size-bounded, and
 * the chain's own error message is passed on for the dapp to see.
 */
import { RPC_TIMEOUT_MS } from '@airlock/protocol'
import { HttpError } from './http'

/** eth_getLogs can be large; anything beyond this is refused rather than buffered. */
export const MAX_RPC_RESPONSE_BYTES = 10 * 1024 * 1024

interface JsonRpcAnswer {
  result?: unknown
  error?: { message?: unknown }
}

export async function forwardRpc(
  rpcUrl: string,
  method: string,
  params: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetchImpl(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      redirect: 'error',
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
  } catch {
    throw new HttpError(502, 'RPC endpoint could not be reached')
  }
  const text = await response.text()
  if (text.length > MAX_RPC_RESPONSE_BYTES) throw new HttpError(502, 'RPC response too large')
  let answer: JsonRpcAnswer
  try {
    answer = JSON.parse(text) as JsonRpcAnswer
  } catch {
    throw new HttpError(502, `RPC endpoint answered HTTP ${response.status} without JSON`)
  }
  if (answer.error) {
    const message = typeof answer.error.message === 'string' ? answer.error.message : 'RPC error'
    throw new HttpError(502, message.slice(0, 1000))
  }
  return answer.result ?? null
}
