import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SwitchProxy, startSwitchProxy, switchProxyClient } from './switchProxy'

/** A backend that answers with its name, the Host it saw and the body it got. */
function backend(name: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json', 'x-backend': name })
      response.end(JSON.stringify({ name, host: request.headers.host, body }))
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}`, server })
    })
  })
}

describe('switch proxy', () => {
  let a: Awaited<ReturnType<typeof backend>>
  let b: Awaited<ReturnType<typeof backend>>
  let proxy: SwitchProxy
  beforeAll(async () => {
    ;[a, b] = await Promise.all([backend('a'), backend('b')])
    proxy = await startSwitchProxy({ a: a.url, b: b.url }, 'a')
  })
  afterAll(async () => {
    await proxy.stop()
    a.server.close()
    b.server.close()
  })

  it('forwards method, body, status and headers to the active backend, keeping Host', async () => {
    const response = await fetch(`${proxy.url}/api/x?secret=1`, { method: 'POST', body: 'hi' })
    expect(response.status).toBe(201)
    expect(response.headers.get('x-backend')).toBe('a')
    expect(await response.json()).toEqual({ name: 'a', host: new URL(proxy.url).host, body: 'hi' })
  })

  it('switches backends on request and records who served what, without queries', async () => {
    const client = switchProxyClient(proxy.controlUrl)
    const mark = (await client.state()).served.at(-1)?.seq ?? 0
    await client.activate('b')
    const response = await fetch(`${proxy.url}/api/y?token=abc`)
    expect(((await response.json()) as { name: string }).name).toBe('b')
    const state = await client.state()
    expect(state.active).toBe('b')
    expect(state.served.filter((entry) => entry.seq > mark)).toEqual([
      { seq: mark + 1, backend: 'b', method: 'GET', path: '/api/y' },
    ])
    await expect(client.activate('c')).rejects.toThrow('proxy refused backend c')
  })
})
