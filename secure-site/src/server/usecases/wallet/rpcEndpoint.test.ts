import type { AddressInfo } from 'node:net'
import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../http/http'
import type { HostResolver } from '../../net/publicUrl'
import { RPC_URL_REFUSED, resolveRpcEndpoint } from './rpcEndpoint'

const chains = { 'eip155:1': 'https://eth.example/rpc' }
const production = { chains, dev: false }
const development = { chains, dev: true }
const publicDns: HostResolver = async () => [{ address: '93.184.216.34', family: 4 }]

/** A TCP listener that only counts who connects: a refused URL must never reach it. */
let listener: Server
let port = 0
let connections = 0
beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1
    socket.destroy()
  })
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
  port = (listener.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => listener.close(resolve))
})

async function refused(
  url: string,
  config: { chains: Record<string, string>; dev: boolean } = production,
  resolve: HostResolver = publicDns,
) {
  const error = await resolveRpcEndpoint(config, 'eip155:10', url, { resolve }).then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error, url).toBeInstanceOf(HttpError)
  expect((error as HttpError).status).toBe(400)
  expect((error as HttpError).message).toBe(RPC_URL_REFUSED)
}

describe('resolveRpcEndpoint', () => {
  it("prefers the operator's endpoint over the host's", async () => {
    const endpoint = await resolveRpcEndpoint(production, 'eip155:1', 'https://host.example/rpc')
    expect(endpoint.url).toBe('https://eth.example/rpc')
  })

  it('takes a public https URL from the host for chains it has no entry for', async () => {
    const resolve = vi.fn(publicDns)
    const endpoint = await resolveRpcEndpoint(production, 'eip155:10', 'https://mainnet.example', {
      resolve,
    })
    expect(endpoint.url).toBe('https://mainnet.example/')
    expect(resolve).toHaveBeenCalledWith('mainnet.example')
  })

  it('answers a missing URL for an unknown chain with the catalogue message', async () => {
    await expect(resolveRpcEndpoint(production, 'eip155:10', undefined)).rejects.toThrow(
      'Chain is not supported',
    )
  })

  it('refuses every form that reaches loopback or the inside of the network, with one message', async () => {
    for (const url of [
      'http://2130706433/',
      'http://0x7f.1/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://127.1/',
      'https://[::ffff:127.0.0.1]/',
      'https://[64:ff9b::a00:1]/',
      'https://[::1]:8545/',
      'https://10.0.0.1/',
      'https://169.254.169.254/',
      'https://100.100.100.200/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'http://rpc.example.com/',
      'https://user:pass@rpc.example.com/',
      'http://localhost:8545/',
      'not a url',
    ]) {
      await refused(url)
    }
  })

  it('refuses a name that resolves to 10.0.0.1, whatever the name looks like', async () => {
    const toPrivate: HostResolver = async () => [{ address: '10.0.0.1', family: 4 }]
    await refused('https://rpc.totally-public.example/', production, toPrivate)
  })

  it('refuses without connecting: a name resolving to loopback in production never reaches it', async () => {
    const toLoopback: HostResolver = async () => [{ address: '127.0.0.1', family: 4 }]
    const before = connections
    await refused(`https://rpc.sneaky.example:${port}/`, production, toLoopback)
    await refused(`https://127.0.0.1:${port}/`, production, toLoopback)
    expect(connections).toBe(before)
  })

  it('in development (AIRLOCK_DEV=1) takes loopback over http, and still nothing private', async () => {
    const endpoint = await resolveRpcEndpoint(development, 'eip155:10', 'http://127.0.0.1:8545')
    expect(endpoint.url).toBe('http://127.0.0.1:8545/')
    await refused('http://10.0.0.1:8545/', development)
    await refused('https://[::ffff:10.0.0.1]/', development)
  })
})
