/**
 * GET /api/project/origin-check through the route's own handler, against PGlite: the
 * answer for the request's Origin, readable cross-origin, no more than /sdk's CSP says,
 * and counted per client IP.
 */
import { cspFrameAncestors, isAllowedOrigin } from '@airlock/protocol'
import type { DbHandle } from '@server/db/client'
import { createTestDb } from '@server/db/testing'
import { DEFAULT_RATE_LIMITS } from '@server/ratelimit/limits'
import type { ApiContext } from '@server/wiring/apiContext'
import { TEST_PUBLIC_URL, testContext } from '@server/wiring/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const state = vi.hoisted((): { context?: ApiContext; broken?: boolean } => ({}))
function context(): ApiContext {
  if (state.broken) throw new Error('AIRLOCK_KEK is not set')
  if (!state.context) throw new Error('the API context is not ready')
  return state.context
}
vi.mock('@server/wiring/apiContext', () => ({ apiContext: async () => context() }))
vi.mock('@server/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@server/config/env')>()),
  getConfig: () => context().config,
}))

const { GET } = await import('./route')

const PROJECTS = [
  { id: 'shop', origins: ['https://shop.example'], defaultOrigins: false },
  { id: 'open', origins: [], defaultOrigins: true },
]

let handle: DbHandle | undefined
let ip = 0

beforeAll(async () => {
  handle = await createTestDb('pglite')
  const { context: base } = testContext(handle.db, {
    projects: PROJECTS,
    rateLimits: { ...DEFAULT_RATE_LIMITS, originChecksPerIp: { limit: 3, windowS: 600 } },
    trustedProxies: { kind: 'header', header: 'x-real-ip' },
  })
  state.context = base
})
afterAll(() => handle?.close())

/** A check from `origin`, each from a fresh client IP unless one is given. */
function check(projectId: string | null, origin: string | null, clientIp = `10.0.0.${++ip}`) {
  const query = projectId === null ? '' : `?projectId=${encodeURIComponent(projectId)}`
  const headers: Record<string, string> = { 'x-real-ip': clientIp }
  if (origin !== null) headers.origin = origin
  return GET(new Request(`${TEST_PUBLIC_URL}/api/project/origin-check${query}`, { headers }))
}

async function answer(response: Response): Promise<unknown> {
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  expect(response.headers.get('vary')).toContain('origin')
  return response.json()
}

describe('GET /api/project/origin-check', () => {
  it("answers for the request's own Origin", async () => {
    expect(await answer(await check('shop', 'https://shop.example'))).toEqual({
      allowed: true,
      knownProject: true,
    })
    expect(await answer(await check('shop', 'http://localhost:5173'))).toEqual({
      allowed: false,
      knownProject: true,
    })
    expect(await answer(await check('open', 'http://localhost:5173'))).toEqual({
      allowed: true,
      knownProject: true,
    })
  })

  it('without an Origin (not a browser page) nothing is allowed', async () => {
    expect(await answer(await check('shop', null))).toEqual({ allowed: false, knownProject: true })
  })

  it('an unknown, malformed or missing projectId is unknown, judged as /sdk judges it', async () => {
    for (const projectId of ['nope', 'bad id!', 'x'.repeat(300), null]) {
      const response = await check(projectId, 'http://localhost:5173')
      expect(response.status).toBe(200)
      expect(await answer(response)).toEqual({ allowed: true, knownProject: false })
    }
    expect(await answer(await check('nope', 'https://shop.example'))).toEqual({
      allowed: false,
      knownProject: false,
    })
  })

  it("reveals no more than /sdk's frame-ancestors: the answer is the CSP's, origin by origin", async () => {
    const shop = PROJECTS[0]
    if (!shop) throw new Error('no project')
    const csp = cspFrameAncestors(shop.origins, { defaultOrigins: shop.defaultOrigins })
    expect(csp).toBe('https://shop.example')
    for (const origin of ['https://shop.example', 'https://evil.example', 'http://localhost']) {
      const body = (await answer(await check('shop', origin))) as { allowed: boolean }
      expect(body.allowed).toBe(isAllowedOrigin(origin, shop.origins, { defaultOrigins: false }))
    }
  })

  it('a flood from one client is refused with 429, still readable cross-origin', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await check('shop', 'https://evil.example', '10.9.9.9')).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const refused = await check('shop', 'https://evil.example', '10.9.9.9')
    expect(await answer(refused)).toEqual({ message: expect.stringMatching(/^Too many requests/) })
  })

  it('a site that cannot start (no secrets outside AIRLOCK_DEV=1) answers a readable 500', async () => {
    state.broken = true
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await check('shop', 'https://shop.example')
      expect(response.status).toBe(500)
      expect(await answer(response)).toEqual({ message: 'Something went wrong' })
    } finally {
      state.broken = false
      silence.mockRestore()
    }
  })
})
