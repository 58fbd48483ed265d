import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../../http/http'
import {
  forwardRpc,
  RPC_REDIRECTED,
  RPC_TIMED_OUT,
  RPC_TOO_LARGE,
  RPC_UNREACHABLE,
} from './chainRpc'
import { type RpcEndpointOptions, resolveRpcEndpoint } from './rpcEndpoint'

type Answer = (response: ServerResponse) => void

let server: Server
let base = ''
let answer: Answer = (response) => response.end('{}')
const open: ServerResponse[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    open.push(response)
    request.resume()
    request.on('end', () => answer(response))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const response of open) response.destroy()
  await new Promise((resolve) => server.close(resolve))
})

/** The host's URL in development (loopback allowed), through the same pinned path production uses. */
async function call(options: RpcEndpointOptions = {}) {
  const endpoint = await resolveRpcEndpoint(
    { chains: {}, dev: true },
    'eip155:10',
    `${base}/rpc`,
    options,
  )
  return forwardRpc(endpoint, 'eth_blockNumber', [])
}

async function httpError(promise: Promise<unknown>): Promise<[number, string]> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(HttpError)
  return [(error as HttpError).status, (error as HttpError).message]
}

describe('forwardRpc', () => {
  it("returns the chain's result, and passes its error message on", async () => {
    answer = (response) => response.end('{"jsonrpc":"2.0","id":1,"result":"0x10"}')
    expect(await call()).toBe('0x10')
    answer = (response) =>
      response.end('{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"header not found"}}')
    expect(await httpError(call())).toEqual([502, 'header not found'])
    answer = (response) => response.writeHead(500).end('<html>oops</html>')
    expect(await httpError(call())).toEqual([502, 'RPC endpoint answered HTTP 500 without JSON'])
  })

  it('refuses to follow a redirect', async () => {
    answer = (response) => response.writeHead(301, { location: 'http://10.0.0.1/' }).end()
    expect(await httpError(call())).toEqual([502, RPC_REDIRECTED])
  })

  it('times out an endpoint that never answers', async () => {
    answer = () => {}
    expect(await httpError(call({ timeoutMs: 100 }))).toEqual([504, RPC_TIMED_OUT])
  })

  it('cuts off an answer larger than the cap', async () => {
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write(`{"result":"${'a'.repeat(8 * 1024)}`)
      response.end(`${'b'.repeat(8 * 1024)}"}`)
    }
    expect(await httpError(call({ maxResponseBytes: 4 * 1024 }))).toEqual([502, RPC_TOO_LARGE])
  })

  it('says when nothing listens', async () => {
    const endpoint = await resolveRpcEndpoint(
      { chains: { 'eip155:10': 'http://127.0.0.1:1/' }, dev: false },
      'eip155:10',
      undefined,
    )
    expect(await httpError(forwardRpc(endpoint, 'eth_blockNumber', []))).toEqual([
      502,
      RPC_UNREACHABLE,
    ])
  })
})
