/**
 * A Solana JSON-RPC endpoint for tests, on a loopback port: getGenesisHash answers the
 * given genesis hash, isBlockhashValid knows only the blockhashes it was told, and every
 * call is recorded. Enough for the cluster checks (solanaCluster.ts) without a validator.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeSolanaRpc {
  url: string
  /** The methods called, in order. */
  calls: string[]
  knownBlockhashes: Set<string>
  stop: () => Promise<void>
}

export async function startFakeSolanaRpc(genesisHash: string): Promise<FakeSolanaRpc> {
  const calls: string[] = []
  const knownBlockhashes = new Set<string>()
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as {
        id: number
        method: string
        params: unknown[]
      }
      calls.push(method)
      const result =
        method === 'getGenesisHash'
          ? genesisHash
          : method === 'isBlockhashValid'
            ? { context: { slot: 1 }, value: knownBlockhashes.has(String(params[0])) }
            : undefined
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify(
          result === undefined
            ? { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
            : { jsonrpc: '2.0', id, result },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    knownBlockhashes,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
