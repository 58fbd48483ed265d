import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sendRawTransaction } from './solanaRpc'
import { operatorFetch } from './testing'

/** A JSON-RPC endpoint whose next answer each test sets (status and body). */
let server: Server
let rpcUrl = ''
let next: { status: number; body: string } = { status: 200, body: '' }
const calls: { method: string; params: unknown[] }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      calls.push(JSON.parse(body) as { method: string; params: unknown[] })
      response.statusCode = next.status
      response.setHeader('content-type', 'application/json')
      response.end(next.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  rpcUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  calls.length = 0
})

const answer = (body: unknown, status = 200) => {
  next = { status, body: JSON.stringify(body) }
}
const send = (options = {}) =>
  sendRawTransaction(new Uint8Array([1, 2, 3]), options, { rpcUrl, fetchFn: operatorFetch() })

describe('sendRawTransaction', () => {
  it('sends base64 with preflight at confirmed by default, leaving unset options out', async () => {
    answer({ jsonrpc: '2.0', id: 1, result: 'SiGnAtUrE' })
    await expect(send({ skipPreflight: undefined, maxRetries: 2 })).resolves.toBe('SiGnAtUrE')
    expect(calls).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: ['AQID', { encoding: 'base64', preflightCommitment: 'confirmed', maxRetries: 2 }],
      },
    ])
  })

  it("gives the node's words when it refuses the transaction", async () => {
    answer({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32002, message: 'Transaction simulation failed: insufficient lamports' },
    })
    await expect(send()).rejects.toThrow(
      'failed to send transaction: Transaction simulation failed: insufficient lamports',
    )
  })

  it('refuses an HTTP failure and an answer that is not JSON-RPC', async () => {
    answer({ oops: true }, 502)
    await expect(send()).rejects.toThrow('failed to send transaction: HTTP 502')
    next = { status: 200, body: 'not json' }
    await expect(send()).rejects.toThrow(
      'failed to send transaction: the RPC endpoint gave no valid answer',
    )
    answer({ jsonrpc: '2.0', id: 1, result: '' })
    await expect(send()).rejects.toThrow(
      'failed to send transaction: the RPC endpoint gave no valid answer',
    )
  })
})
