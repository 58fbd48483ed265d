import { AirlockError } from '@airlock/protocol'
import type { SolanaSendOptions } from '../auth/solanaProvider'
import { withoutUndefined } from '../auth/withoutUndefined'

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

/**
 * Sends a signed Solana transaction with the cluster's JSON-RPC `sendTransaction` (base64) and
 * answers its base58 signature: the dapp's side of a send for a WalletConnect wallet that
 * signs but does not send. The node's refusal keeps its message.
 */
export async function sendSignedSolana(
  rpcUrl: string | undefined,
  signed: Uint8Array,
  options: SolanaSendOptions = {},
): Promise<string> {
  if (!rpcUrl)
    throw new AirlockError('SOMETHING_WENT_WRONG', { message: 'The Solana network has no RPC URL' })
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [toBase64(signed), { encoding: 'base64', ...withoutUndefined({ ...options }) }],
    }),
  })
  const answer = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { message?: unknown } }
    | undefined
  if (typeof answer?.result === 'string') return answer.result
  const message = answer?.error?.message
  throw new AirlockError('SOMETHING_WENT_WRONG', {
    message: typeof message === 'string' && message ? message : 'Invalid sendTransaction response',
  })
}
