import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createOutboundFetch, createOutboundPost, OutboundError } from './outboundFetch'
import { type HostResolver, vetPublicUrl } from './publicUrl'

/** A name no real resolver knows: reaching the server through it proves the pinned lookup was used. */
const NAME = 'rpc.airlock.test'
const LIMITS = { timeoutMs: 5_000, maxResponseBytes: 64 * 1024 }

type Handler = (request: IncomingMessage, response: ServerResponse) => void

let server: Server
let port = 0
let handler: Handler = (_, response) => response.end('{}')
const seen: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`)
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function pinnedFetch(resolve: HostResolver, timeoutMs = LIMITS.timeoutMs) {
  const vetted = await vetPublicUrl(`http://${NAME}:${port}/rpc`, {
    allowLoopback: true,
    resolve,
    timeoutMs,
  })
  return { url: vetted.href, fetch: createOutboundFetch({ ...LIMITS, timeoutMs, pinned: vetted }) }
}

const toLoopback: HostResolver = async () => [{ address: '127.0.0.1', family: 4 }]

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(OutboundError)
  return error as OutboundError
}

describe('createOutboundFetch', () => {
  it('connects to the vetted address, resolving the name only once (no DNS rebinding)', async () => {
    handler = (_, response) => response.end('{"jsonrpc":"2.0","id":1,"result":"0x1"}')
    // A rebinding resolver: loopback (allowed in development) when checked, private after.
    const answers = [
      [{ address: '127.0.0.1', family: 4 as const }],
      [{ address: '10.0.0.1', family: 4 as const }],
    ]
    const resolve = vi.fn<HostResolver>(async () => answers.shift() ?? [])
    const endpoint = await pinnedFetch(resolve)
    for (let round = 0; round < 2; round++) {
      const response = await endpoint.fetch(endpoint.url, { method: 'POST', body: '{}' })
      expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' })
    }
    expect(resolve).toHaveBeenCalledTimes(1)
  })

  it('fetches nothing but the vetted origin', async () => {
    const endpoint = await pinnedFetch(toLoopback)
    const before = seen.length
    const other = await failure(endpoint.fetch(`http://127.0.0.1:${port}/rpc`))
    expect(other.message).toBe(`http://127.0.0.1:${port} was not vetted`)
    expect(seen.length).toBe(before)
  })

  it('does not follow a redirect', async () => {
    handler = (request, response) => {
      if (request.url === '/rpc') response.writeHead(307, { location: '/elsewhere' }).end()
      else response.end('{"followed":true}')
    }
    const endpoint = await pinnedFetch(toLoopback)
    const before = seen.length
    const error = await failure(endpoint.fetch(endpoint.url, { method: 'POST', body: '{}' }))
    expect(error.reason).toBe('redirect')
    expect(seen.slice(before)).toEqual(['POST /rpc'])
  })

  it('gives up on an endpoint that does not answer', async () => {
    const pending: ServerResponse[] = []
    handler = (_, response) => pending.push(response)
    const endpoint = await pinnedFetch(toLoopback, 100)
    const error = await failure(endpoint.fetch(endpoint.url, { method: 'POST', body: '{}' }))
    expect(error.reason).toBe('timeout')
    for (const response of pending) response.destroy()
  })

  it('gives up on an answer that stalls half-way through its body', async () => {
    handler = (_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"result":')
    }
    const endpoint = await pinnedFetch(toLoopback, 150)
    const response = await endpoint.fetch(endpoint.url, { method: 'POST', body: '{}' })
    const error = await failure(response.text())
    expect(error.reason).toBe('timeout')
  })

  it('cuts off an endless chunked answer past the size cap, and the upstream connection closes', async () => {
    let written = 0
    let closed: () => void = () => {}
    const connectionClosed = new Promise<void>((resolve) => {
      closed = resolve
    })
    handler = (_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.on('close', closed)
      const chunk = Buffer.alloc(16 * 1024, 0x20)
      const pump = () => {
        while (!response.destroyed) {
          written += chunk.length
          if (!response.write(chunk)) {
            response.once('drain', pump)
            return
          }
        }
      }
      pump()
    }
    const endpoint = await pinnedFetch(toLoopback)
    const response = await endpoint.fetch(endpoint.url, { method: 'POST', body: '{}' })
    expect(response.headers.get('content-length')).toBeNull()
    const error = await failure(response.text())
    expect(error.reason).toBe('too-large')
    expect(error.message).toBe(`response larger than ${LIMITS.maxResponseBytes} bytes`)
    // Reading stopped: the server's endless body ended because the client hung up.
    await connectionClosed
    expect(written).toBeGreaterThan(LIMITS.maxResponseBytes)
  })

  it('refuses a declared length over the cap without reading the body', async () => {
    handler = (_, response) => {
      response.writeHead(200, { 'content-length': String(LIMITS.maxResponseBytes + 1) })
      response.write('{')
    }
    const endpoint = await pinnedFetch(toLoopback)
    const error = await failure(endpoint.fetch(endpoint.url, { method: 'POST', body: '{}' }))
    expect(error.reason).toBe('too-large')
  })

  it("uses ordinary DNS and keeps the limits for the operator's own endpoints", async () => {
    handler = (_, response) => response.end('{"result":"0x2"}')
    const fetch = createOutboundFetch(LIMITS)
    const response = await fetch(`http://localhost:${port}/rpc`, { method: 'POST', body: '{}' })
    expect(await response.json()).toEqual({ result: '0x2' })
    handler = (_, response) => response.writeHead(302, { location: '/x' }).end()
    expect((await failure(fetch(`http://localhost:${port}/rpc`))).reason).toBe('redirect')
  })

  it('says when the endpoint cannot be reached at all', async () => {
    const fetch = createOutboundFetch(LIMITS)
    // Port 1 on loopback: nothing listens there.
    expect((await failure(fetch('http://127.0.0.1:1/'))).reason).toBe('unreachable')
  })
})

describe('createOutboundPost', () => {
  async function pinnedPost(resolve: HostResolver, timeoutMs = LIMITS.timeoutMs) {
    const vetted = await vetPublicUrl(`http://${NAME}:${port}/rpc`, {
      allowLoopback: true,
      resolve,
      timeoutMs,
    })
    return { url: vetted.href, post: createOutboundPost({ ...LIMITS, timeoutMs, pinned: vetted }) }
  }

  it('posts the JSON to the vetted address only, resolving once, and reads the answer', async () => {
    const bodies: string[] = []
    handler = (request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8')
      })
      request.on('end', () => {
        bodies.push(`${request.headers['content-type']} ${body}`)
        response.writeHead(201).end('{"result":"0x1"}')
      })
    }
    const answers = [
      [{ address: '127.0.0.1', family: 4 as const }],
      [{ address: '10.0.0.1', family: 4 as const }],
    ]
    const resolve = vi.fn<HostResolver>(async () => answers.shift() ?? [])
    const endpoint = await pinnedPost(resolve)
    for (let round = 0; round < 2; round++) {
      expect(await endpoint.post(endpoint.url, '{"id":1}')).toEqual({
        status: 201,
        text: '{"result":"0x1"}',
      })
    }
    expect(resolve).toHaveBeenCalledTimes(1)
    expect(bodies).toEqual(['application/json {"id":1}', 'application/json {"id":1}'])
    const before = seen.length
    const other = await failure(endpoint.post(`http://127.0.0.1:${port}/rpc`, '{}'))
    expect(other.message).toBe(`http://127.0.0.1:${port} was not vetted`)
    expect(seen.length).toBe(before)
  })

  it('does not follow a redirect', async () => {
    handler = (request, response) => {
      if (request.url === '/rpc') response.writeHead(307, { location: '/elsewhere' }).end()
      else response.end('{"followed":true}')
    }
    const endpoint = await pinnedPost(toLoopback)
    const before = seen.length
    const error = await failure(endpoint.post(endpoint.url, '{}'))
    expect(error.reason).toBe('redirect')
    expect(error.message).toBe('endpoint redirected (HTTP 307)')
    expect(seen.slice(before)).toEqual(['POST /rpc'])
  })

  it('gives up on an endpoint that does not answer, or stalls half-way through its body', async () => {
    const pending: ServerResponse[] = []
    handler = (_, response) => pending.push(response)
    const silent = await pinnedPost(toLoopback, 100)
    const error = await failure(silent.post(silent.url, '{}'))
    expect(error.reason).toBe('timeout')
    expect(error.message).toBe('endpoint did not answer within 100 ms')
    handler = (_, response) => {
      pending.push(response)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"result":')
    }
    const stalling = await pinnedPost(toLoopback, 150)
    expect((await failure(stalling.post(stalling.url, '{}'))).reason).toBe('timeout')
    for (const response of pending) response.destroy()
  })

  it('cuts off an endless chunked answer past the size cap, and the upstream connection closes', async () => {
    let written = 0
    let closed: () => void = () => {}
    const connectionClosed = new Promise<void>((resolve) => {
      closed = resolve
    })
    handler = (_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.on('close', closed)
      const chunk = Buffer.alloc(16 * 1024, 0x20)
      const pump = () => {
        while (!response.destroyed) {
          written += chunk.length
          if (!response.write(chunk)) {
            response.once('drain', pump)
            return
          }
        }
      }
      pump()
    }
    const endpoint = await pinnedPost(toLoopback)
    const error = await failure(endpoint.post(endpoint.url, '{}'))
    expect(error.reason).toBe('too-large')
    expect(error.message).toBe(`response larger than ${LIMITS.maxResponseBytes} bytes`)
    await connectionClosed
    expect(written).toBeGreaterThan(LIMITS.maxResponseBytes)
  })

  it('refuses a declared length over the cap without reading the body', async () => {
    const pending: ServerResponse[] = []
    handler = (_, response) => {
      pending.push(response)
      response.writeHead(200, { 'content-length': String(LIMITS.maxResponseBytes + 1) })
      response.write('{')
    }
    const endpoint = await pinnedPost(toLoopback)
    expect((await failure(endpoint.post(endpoint.url, '{}'))).reason).toBe('too-large')
    for (const response of pending) response.destroy()
  })

  it("uses ordinary DNS and kept-alive connections for the operator's own endpoints", async () => {
    const sockets = new Set<unknown>()
    handler = (request, response) => {
      sockets.add(request.socket)
      response.end('{"result":"0x2"}')
    }
    const post = createOutboundPost(LIMITS)
    const rounds = 4
    for (let round = 0; round < rounds; round++) {
      expect(await post(`http://localhost:${port}/rpc`, '{}')).toEqual({
        status: 200,
        text: '{"result":"0x2"}',
      })
    }
    // Connections are reused (undici may open a second one while the first is released).
    expect(sockets.size).toBeLessThan(rounds)
    expect((await failure(post('http://127.0.0.1:1/', '{}'))).reason).toBe('unreachable')
  })
})
