/**
 * Every API route that takes a session counts each call against that session's limit
 * (AIRLOCK_LIMIT_RPC_PER_SESSION, AIRLOCK_LIMIT_ACCOUNT_PER_SESSION), through the route
 * modules' own handlers: with a limit of 2, the third call in the window is refused with
 * 429 'Too many requests, try again in …', whatever the first two answered. The routes
 * are found on disk, so a new authenticated route is held to this too.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { DbHandle } from '@server/db/client'
import { createTestDb } from '@server/db/testing'
import { proofHeaders } from '@server/http/deviceProof.testing'
import { DEFAULT_RATE_LIMITS } from '@server/ratelimit/limits'
import type { ApiContext } from '@server/wiring/apiContext'
import {
  signedInForTest,
  TEST_META,
  TEST_PUBLIC_URL,
  type TestApi,
  testContext,
} from '@server/wiring/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { routeBodies } from '../../src/testing/routeBodies'

const state = vi.hoisted((): { context?: ApiContext } => ({}))
function context(): ApiContext {
  if (!state.context) throw new Error('the API context is not ready')
  return state.context
}
vi.mock('@server/wiring/apiContext', () => ({ apiContext: async () => context() }))
vi.mock('@server/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@server/config/env')>()),
  getConfig: () => context().config,
}))

type Handler = (request: Request) => Promise<Response>
const APP_API = import.meta.dirname

/** The routes whose handler authenticates a session, with the URL path each serves. */
function sessionRoutes(): { path: string; file: string }[] {
  return readdirSync(APP_API, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => ({
      path: `/api/${path.dirname(file).split(path.sep).join('/')}`,
      file: path.join(APP_API, file),
    }))
    .filter(({ file }) => /\bauthenticate(Device)?\(/.test(handlerSource(file)))
    .sort((a, b) => a.path.localeCompare(b.path))
}

const SERVER = path.resolve(APP_API, '../../src/server')

/**
 * A route file's text, and that of the server modules it re-exports its handlers from
 * (`export { walletRpc as POST } from '@server/endpoints/walletEndpoints'`: the handlers
 * the fast path serves too live in the server layer), where the session check is.
 */
function handlerSource(file: string): string {
  const text = readFileSync(file, 'utf8')
  const reexported = [...text.matchAll(/^export \{[^}]*\} from '@server\/([^']+)'/gm)].map(
    (match) => readFileSync(path.join(SERVER, `${match[1]}.ts`), 'utf8'),
  )
  return [text, ...reexported].join('\n')
}

const TIGHT = { limit: 2, windowS: 60 }
const DEVICE = 'cccccccc-0000-4000-8000-0000000000f3'
let handle: DbHandle | undefined
let t: TestApi

beforeAll(async () => {
  handle = await createTestDb('pglite')
  t = testContext(handle.db, {
    rateLimits: { ...DEFAULT_RATE_LIMITS, rpcPerSession: TIGHT, accountPerSession: TIGHT },
  })
  state.context = t.context
})

afterAll(async () => {
  await handle?.close()
})

/** The call as the frame makes it: the token, and a fresh proof by the session's device key. */
async function call(
  urlPath: string,
  accessToken: string,
  method: 'GET' | 'POST',
): Promise<Request> {
  const url = `${TEST_PUBLIC_URL}${urlPath}`
  const body = method === 'GET' ? '' : JSON.stringify(routeBodies[urlPath]?.valid ?? {})
  const proof = await proofHeaders({
    method,
    url,
    body,
    accessToken,
    now: t.context.clock().getTime(),
  })
  const headers = { authorization: `Bearer ${accessToken}`, origin: TEST_PUBLIC_URL, ...proof }
  if (method === 'GET') return new Request(url, { headers })
  return new Request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  })
}

describe('per-session limits on the routes', () => {
  it('finds the authenticated routes', () => {
    expect(sessionRoutes().map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/user', '/api/wallet/prepare', '/api/wallet/rpc']),
    )
  })

  it('finds no route that takes a session without a device proof', () => {
    for (const route of sessionRoutes()) {
      expect(handlerSource(route.file), route.path).not.toMatch(/\bauthenticate\(/)
    }
  })

  it('refuses the third call of a session in the window with 429 and the wait', async () => {
    for (const [index, route] of sessionRoutes().entries()) {
      const module = (await import(route.file)) as Partial<Record<'GET' | 'POST', Handler>>
      for (const method of ['GET', 'POST'] as const) {
        const handler = module[method]
        if (!handler) continue
        // A session of its own per route and method: each starts with an empty count.
        // And a client of its own: the sign-ups must not meet the per-IP sign-up limits.
        const { tokens } = await signedInForTest(
          t,
          `limits-${index}-${method.toLowerCase()}@example.com`,
          DEVICE,
          { ...TEST_META, client: `198.51.100.${index * 2 + (method === 'GET' ? 0 : 1)}` },
        )
        for (let i = 0; i < TIGHT.limit; i += 1) {
          const response = await handler(await call(route.path, tokens.accessToken, method))
          expect(response.status, `${method} ${route.path}`).not.toBe(429)
        }
        const refused = await handler(await call(route.path, tokens.accessToken, method))
        expect(refused.status, `${method} ${route.path}`).toBe(429)
        expect(await refused.json()).toEqual({
          message: expect.stringMatching(
            /^Too many requests, try again in \d+ (seconds?|minutes?)$/,
          ),
        })
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
      }
    }
  }, 120_000)
})
