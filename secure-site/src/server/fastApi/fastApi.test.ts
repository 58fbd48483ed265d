/**
 * The fast path answers exactly as the Next route file does: every request below is
 * sent to the route module's own POST (a web Request, as Next calls it) and to
 * createFastApi over a real node:http server, and the two answers must have the same
 * status, body and headers (transport headers aside: date, connection, length). Error
 * cases included: origin, JSON, schema, session, body limits, method policy, grants and
 * the per-session rate limit. Requests that are not a fast route's are left to Next.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '../db/client'
import { createTestDb } from '../db/testing'
import { proofHeaders } from '../http/deviceProof.testing'
import { DEFAULT_RATE_LIMITS } from '../ratelimit/limits'
import type { ApiContext } from '../wiring/apiContext'
import { signedInForTest, TEST_PUBLIC_URL, type TestApi, testContext } from '../wiring/testing'

const state = vi.hoisted((): { context?: ApiContext } => ({}))
function context(): ApiContext {
  if (!state.context) throw new Error('the API context is not ready')
  return state.context
}
vi.mock('../wiring/apiContext', () => ({ apiContext: async () => context() }))
vi.mock('../config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../config/env')>()),
  getConfig: () => context().config,
}))

const { createFastApi, FAST_ROUTES } = await import('./fastApi')
// What each route file exports as POST (app/api/wallet/*/route.ts re-export these).
const endpoints = await import('../endpoints/walletEndpoints')
const routeModules = {
  '/api/wallet/rpc': { POST: endpoints.walletRpc },
  '/api/wallet/approvals': { POST: endpoints.walletApprovals },
  '/api/wallet/prepare': { POST: endpoints.walletPrepare },
}
type RoutePath = keyof typeof routeModules

/** Next's URL for these tests: the configured hostname and port (nodeExchange.ts). */
const SITE = new URL(TEST_PUBLIC_URL)
const RPC_LIMIT = 12
let handle: DbHandle | undefined
let t: TestApi
let server: http.Server
let base: string
let nextCalls = 0

beforeAll(async () => {
  handle = await createTestDb('pglite')
  t = testContext(handle.db, {
    rateLimits: { ...DEFAULT_RATE_LIMITS, rpcPerSession: { limit: RPC_LIMIT, windowS: 60 } },
  })
  state.context = t.context
  const fastApi = createFastApi({ hostname: SITE.hostname, port: Number(SITE.port) })
  server = http.createServer((request, response) => {
    if (fastApi(request, response)) return
    nextCalls += 1
    response.writeHead(599)
    response.end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await handle?.close()
})

interface Sent {
  path?: string
  /** The origin of the URL Next builds for the request (default TEST_PUBLIC_URL). */
  nextOrigin?: string
  headers?: Record<string, string>
  body?: string
  /** Sign a fresh device proof for each send (the test device key, the sent token). */
  prove?: boolean
}

/** The sent headers, with a fresh proof for this very send when `prove` asks for one. */
async function headersOf(route: RoutePath, sent: Sent): Promise<Record<string, string>> {
  const headers = sent.headers ?? {}
  if (!sent.prove) return headers
  const accessToken = headers.authorization?.replace(/^Bearer /, '')
  return {
    ...headers,
    ...(await proofHeaders({
      url: `${TEST_PUBLIC_URL}${route}`,
      body: sent.body ?? '',
      ...(accessToken ? { accessToken } : {}),
      now: t.context.clock().getTime(),
    })),
  }
}

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Headers of the transport, not of the answer. */
const TRANSPORT = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'vary',
])

function answerHeaders(entries: Iterable<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of entries)
    if (!TRANSPORT.has(name.toLowerCase())) out[name.toLowerCase()] = value
  return out
}

async function viaNext(route: RoutePath, sent: Sent): Promise<Answer> {
  const response = await routeModules[route].POST(
    new Request(`${sent.nextOrigin ?? TEST_PUBLIC_URL}${sent.path ?? route}`, {
      method: 'POST',
      headers: await headersOf(route, sent),
      body: sent.body,
    }),
  )
  return {
    status: response.status,
    headers: answerHeaders(response.headers.entries()),
    body: await response.text(),
  }
}

async function viaNode(route: RoutePath, sent: Sent): Promise<Answer> {
  const headers = await headersOf(route, sent)
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${sent.path ?? route}`,
      { method: 'POST', headers },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: answerHeaders(
              Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
            ),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(sent.body)
  })
}

/** Sends the same request both ways; expects one answer, and returns it. */
async function same(route: RoutePath, sent: Sent): Promise<Answer> {
  const next = await viaNext(route, sent)
  const node = await viaNode(route, sent)
  expect(node).toEqual(next)
  return next
}

function json(token: string | null, body: unknown, extra: Record<string, string> = {}): Sent {
  const headers: Record<string, string> = {
    origin: TEST_PUBLIC_URL,
    'content-type': 'application/json',
    ...extra,
  }
  if (token !== null) headers.authorization = `Bearer ${token}`
  return {
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    prove: token !== null,
  }
}

const CHAIN = 'eip155:31337'

describe('the fast path and the Next route answer alike', () => {
  let token: string
  let account: string
  beforeAll(async () => {
    const signed = await signedInForTest(
      t,
      'fast@example.com',
      'cccccccc-0000-4000-8000-0000000000a1',
    )
    token = signed.tokens.accessToken
    account = signed.addresses?.eip155 ?? ''
    expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  // Each test in a fresh rate-limit window of the session.
  beforeEach(() => t.advance(61))

  it('serves the hot routes and nothing else', () => {
    expect([...FAST_ROUTES.keys()].sort()).toEqual(Object.keys(routeModules).sort())
  })

  it('answers a safe call', async () => {
    const answer = await same(
      '/api/wallet/rpc',
      json(token, { method: 'eth_chainId', params: [], chainId: CHAIN }),
    )
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ result: '0x7a69' })
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'")
    expect(answer.headers['cache-control']).toBe('no-store, no-transform')
  })

  it('signs with a grant, and refuses without one or with a changed message', async () => {
    const call = {
      method: 'personal_sign',
      params: ['0x68656c6c6f', account],
      chainId: CHAIN,
      account,
    }
    const grants: string[] = []
    for (const route of ['next', 'node'] as const) {
      const send = route === 'next' ? viaNext : viaNode
      const granted = await send('/api/wallet/approvals', json(token, call))
      expect(granted.status).toBe(200)
      grants.push((JSON.parse(granted.body) as { approvalId: string }).approvalId)
    }
    const [nextGrant, nodeGrant] = grants
    const signedNext = await viaNext(
      '/api/wallet/rpc',
      json(token, { ...call, approvalId: nextGrant }),
    )
    const signedNode = await viaNode(
      '/api/wallet/rpc',
      json(token, { ...call, approvalId: nodeGrant }),
    )
    expect(signedNode).toEqual(signedNext)
    expect(signedNext.status).toBe(200)
    expect(JSON.parse(signedNext.body).result).toMatch(/^0x[0-9a-f]{130}$/)
    // Used grants, no grant, another message.
    const reused = await same('/api/wallet/rpc', json(token, { ...call, approvalId: nextGrant }))
    expect(reused.status).toBe(403)
    expect((await same('/api/wallet/rpc', json(token, call))).status).toBe(403)
    expect(
      (
        await same(
          '/api/wallet/rpc',
          json(token, { ...call, params: ['0x00', account], approvalId: nodeGrant }),
        )
      ).status,
    ).toBe(403)
  })

  it('refuses what the route refuses, with the same message', async () => {
    const valid = { method: 'eth_chainId', params: [], chainId: CHAIN }
    const cases: [RoutePath, Sent, number][] = [
      ['/api/wallet/rpc', { headers: { 'content-type': 'application/json' }, body: '{}' }, 403],
      ['/api/wallet/rpc', json(token, valid, { origin: 'https://dapp.example' }), 403],
      ['/api/wallet/rpc', json(token, valid, { origin: 'null' }), 403],
      ['/api/wallet/rpc', json(token, '{"method":'), 400],
      ['/api/wallet/rpc', json(token, { method: 'eth_chainId' }), 400],
      ['/api/wallet/rpc', json(null, valid), 401],
      ['/api/wallet/rpc', json('not.a.token', valid), 401],
      [
        '/api/wallet/rpc',
        json(token, { method: 'eth_sign', params: [account, '0x00'], chainId: CHAIN }),
        403,
      ],
      ['/api/wallet/rpc', json(token, { ...valid, chainId: 'solana:x' }), 400],
      ['/api/wallet/approvals', json(token, valid), 403],
      [
        '/api/wallet/approvals',
        json(token, { method: 'personal_sign', params: ['0x00', account], chainId: CHAIN }),
        400,
      ],
      [
        '/api/wallet/prepare',
        json(token, { method: 'eth_sendTransaction', params: [], chainId: CHAIN }),
        400,
      ],
      ['/api/wallet/prepare', json(null, valid), 401],
    ]
    for (const [route, sent, status] of cases) {
      const answer = await same(route, sent)
      expect(answer.status, `${route} ${sent.body}`).toBe(status)
      expect(Object.keys(JSON.parse(answer.body))).toEqual(['message'])
    }
  })

  it('takes the Origin the request was addressed to, with X-Forwarded-Proto as Next reads it', async () => {
    const valid = { method: 'eth_chainId', params: [], chainId: CHAIN }
    const https = `https://${SITE.host}`
    const refused = await same('/api/wallet/rpc', json(token, valid, { origin: https }))
    expect(refused.status).toBe(403)
    // next-server's attachRequestMeta: https in the URL when X-Forwarded-Proto says so.
    const forwarded = await same('/api/wallet/rpc', {
      ...json(token, valid, { origin: https, 'x-forwarded-proto': 'https' }),
      nextOrigin: https,
    })
    expect(forwarded.status).toBe(200)
    const query = await same('/api/wallet/rpc', {
      ...json(token, valid),
      path: '/api/wallet/rpc?x=1',
    })
    expect(query.status).toBe(200)
  })

  it('refuses a body over the limit, declared or streamed, with 413', async () => {
    const big = JSON.stringify({
      method: 'eth_chainId',
      params: ['x'.repeat(2 * 1024 * 1024)],
      chainId: CHAIN,
    })
    const declared = await same('/api/wallet/rpc', json(token, big))
    expect(declared.status).toBe(413)
    // No Content-Length: the body is cut off as it arrives.
    const next = await viaNext('/api/wallet/rpc', json(token, big))
    const node = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}/api/wallet/rpc`, {
        method: 'POST',
        headers: {
          origin: TEST_PUBLIC_URL,
          authorization: `Bearer ${token}`,
          'transfer-encoding': 'chunked',
        },
      })
      request.on('response', (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      request.on('error', reject)
      request.write(big.slice(0, 1024 * 1024))
      request.write(big.slice(1024 * 1024))
      request.end()
    })
    expect(node).toBe(next.status)
    expect(node).toBe(413)
  })

  it('counts each call against the session limit, both ways, and refuses past it alike', async () => {
    const signed = await signedInForTest(
      t,
      'fast-limit@example.com',
      'cccccccc-0000-4000-8000-0000000000a2',
    )
    const call = json(signed.tokens.accessToken, {
      method: 'eth_chainId',
      params: [],
      chainId: CHAIN,
    })
    for (let i = 0; i < RPC_LIMIT / 2; i += 1)
      expect((await same('/api/wallet/rpc', call)).status).toBe(200)
    const refused = await same('/api/wallet/rpc', call)
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toMatch(/^\d+$/)
  })

  it('leaves other methods, paths and spellings to Next', async () => {
    const before = nextCalls
    for (const [method, path] of [
      ['GET', '/api/wallet/rpc'],
      ['PUT', '/api/wallet/rpc'],
      ['POST', '/api/wallet/rpc/'],
      ['POST', '//api/wallet/rpc'],
      ['POST', '/api/wallet/RPC'],
      ['POST', '/api/user'],
    ] as const) {
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(`${base}${path}`, { method }, (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        })
        request.on('error', reject)
        request.end()
      })
      expect(status, `${method} ${path}`).toBe(599)
    }
    expect(nextCalls - before).toBe(6)
  })
})
