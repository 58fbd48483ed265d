import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendSignedSolana } from './solanaRpcSend'

function answering(body: unknown) {
  const calls: unknown[] = []
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    calls.push(JSON.parse(init.body))
    return { json: async () => body }
  })
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('sendSignedSolana', () => {
  it('sends base64 with the send options and answers the node’s signature', async () => {
    const calls = answering({ jsonrpc: '2.0', id: 1, result: 'sig58' })
    expect(
      await sendSignedSolana('http://127.0.0.1:8899', new Uint8Array([1, 2]), {
        skipPreflight: true,
        maxRetries: undefined,
      }),
    ).toBe('sig58')
    expect(calls).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: ['AQI=', { encoding: 'base64', skipPreflight: true }],
      },
    ])
  })

  it('keeps the node’s refusal, and says so for a network without RPC or a malformed answer', async () => {
    answering({ error: { code: -32002, message: 'Transaction simulation failed' } })
    await expect(sendSignedSolana('http://127.0.0.1:8899', new Uint8Array([1]))).rejects.toThrow(
      'Transaction simulation failed',
    )
    answering({ result: 7 })
    await expect(sendSignedSolana('http://127.0.0.1:8899', new Uint8Array([1]))).rejects.toThrow(
      'Invalid sendTransaction response',
    )
    await expect(sendSignedSolana(undefined, new Uint8Array([1]))).rejects.toThrow(
      'The Solana network has no RPC URL',
    )
  })
})
