/**
 * Fuzzing of every API route's input parsing, through the route modules' own exported
 * handlers with synthetic Requests, against an in-memory PGlite context. The routes
 * are found on disk (app/api/** /route.ts), so a new one is fuzzed, or this suite
 * tells you to describe its body (src/testing/routeBodies.ts). 10 000 cases a property.
 * Malformed input gets a 4xx with exactly `{ message }`; nothing gets a 5xx.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Db, DbHandle } from '@server/db/client'
import { createTestDb } from '@server/db/testing'
import { FORBIDDEN_ORIGIN, MAX_BODY_BYTES } from '@server/http/http'
import type { ApiContext } from '@server/wiring/apiContext'
import { TEST_PUBLIC_URL, testContext } from '@server/wiring/testing'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  assertObjectPrototypeUntouched,
  assertPrototypesUntouched,
  nextMacrotask,
  watchUnhandledErrors,
} from '../../src/testing/fuzzGuards'
import { hostileJson, hostileKey } from '../../src/testing/hostile'
import { formRoutes, malformedBody, routeBodies } from '../../src/testing/routeBodies'

const RUNS = { numRuns: 10_000 }
const CRON_SECRET = 'c'.repeat(48)
/** A ceiling for a shared, busy machine; the suite asserts no time. */
const FUZZ_TEST_TIMEOUT_MS = 300_000

/**
 * What the mocked modules hand out, set once the test database is up; and how many
 * parsed bodies reached a route's action (its use case).
 */
const state = vi.hoisted(
  (): {
    db?: Db
    context?: ApiContext
    actions: number
    /** Set: bodies are recorded here instead of reaching the action. */
    captured?: unknown[]
  } => ({ actions: 0 }),
)
function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not ready`)
  return value
}

// The routes build their context from the environment; here they get the test's.
vi.mock('@server/wiring/apiContext', () => ({
  apiContext: async () => need(state.context, 'the API context'),
}))
// The routes' shared POST plumbing, unchanged, with a count of the bodies it lets through.
vi.mock('@server/http/http', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@server/http/http')>()
  const post: typeof actual.post = (schema, action) =>
    actual.post(schema, async (body, request, text) => {
      state.actions += 1
      if (!state.captured) return action(body, request, text)
      state.captured.push(body)
      return {}
    })
  return { ...actual, post }
})
vi.mock('@server/wiring/database', () => ({
  database: async () => need(state.db, 'the test database'),
}))
vi.mock('@server/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@server/config/env')>()),
  getConfig: () => need(state.context, 'the API context').config,
}))

type Handler = (request: Request) => Promise<Response>
interface Route {
  path: string
  POST?: Handler
  GET?: Handler
}

/** GET routes anyone may read (no session): the enabled social providers, the origin check. */
const PUBLIC_GET_ROUTES: readonly string[] = ['/api/social/providers', '/api/project/origin-check']

const APP_API = import.meta.dirname

/** Every `route.ts` under app/api, with the URL path it serves. */
function routeFiles(): { path: string; file: string }[] {
  return readdirSync(APP_API, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => ({
      path: `/api/${path.dirname(file).split(path.sep).join('/')}`,
      file: path.join(APP_API, file),
    }))
    .sort((a, b) => a.path.localeCompare(b.path))
}

const routes: Route[] = []
let handle: DbHandle | undefined
const unhandled = watchUnhandledErrors()

beforeAll(async () => {
  handle = await createTestDb('pglite')
  state.db = handle.db
  const { context } = testContext(handle.db)
  // With a secret the cron route exists, and refuses every caller without it.
  state.context = { ...context, config: { ...context.config, cronSecret: CRON_SECRET } }
  for (const { path: urlPath, file } of routeFiles()) {
    const module = (await import(file)) as Partial<Record<'POST' | 'GET', Handler>>
    routes.push({ path: urlPath, ...module })
  }
})

afterAll(async () => {
  try {
    await unhandled.stop()
    assertPrototypesUntouched()
  } finally {
    await handle?.close()
  }
})

const anyPost = () => routes.filter((route): route is Route & { POST: Handler } => !!route.POST)
/** The JSON API's POST routes (the forms have their own property). */
const postRoutes = () => anyPost().filter((route) => !formRoutes.includes(route.path))
const formPosts = () => anyPost().filter((route) => formRoutes.includes(route.path))

function post(route: { path: string }, body: BodyInit, origin: string = TEST_PUBLIC_URL) {
  return new Request(`${TEST_PUBLIC_URL}${route.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body,
  })
}

/** The body of a refusal: exactly `{ message }`, a non-empty string. */
async function refusal(response: Response): Promise<string> {
  const body: unknown = await response.json()
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : []
  const message = (body as { message?: unknown } | null)?.message
  if (keys.length !== 1 || typeof message !== 'string' || message.length === 0)
    throw new Error(`${response.status} without a { message } body: ${JSON.stringify(body)}`)
  return message
}

/** Refused by the route's parsing: a 4xx with `{ message }`, and its action never ran. */
async function expectRefused(route: Route & { POST: Handler }, request: Request): Promise<void> {
  const before = state.actions
  const response = await route.POST(request)
  if (response.status < 400 || response.status >= 500)
    throw new Error(`${route.path} answered ${response.status} to malformed input`)
  await refusal(response)
  if (state.actions !== before)
    throw new Error(`${route.path} took malformed input past parsing (${response.status})`)
}

/** After a case: nothing thrown or rejected unhandled, Object.prototype as it was. */
async function caseEnds(): Promise<void> {
  await nextMacrotask()
  unhandled.check()
  assertObjectPrototypeUntouched()
}

/** A POST route and a case for it; carried by path, so a failing case prints readably. */
const routePath = () => fc.constantFrom(...postRoutes().map((route) => route.path))
const routeAt = (urlPath: string) =>
  need(
    postRoutes().find((route) => route.path === urlPath),
    urlPath,
  )

describe('API route fuzzing', () => {
  it('finds the routes, and every POST route has its body described', () => {
    expect(routes.map((route) => route.path)).toContain('/api/auth/email')
    for (const route of postRoutes())
      expect(
        routeBodies[route.path],
        `describe ${route.path} in src/testing/routeBodies.ts`,
      ).toBeDefined()
    for (const described of [...Object.keys(routeBodies), ...formRoutes])
      expect(
        anyPost().map((route) => route.path),
        `${described} is gone`,
      ).toContain(described)
  })

  it(
    "a form POST with any fields answers a 303 to this site's own page or a 4xx { message }, never a 5xx",
    async () => {
      const field = fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.stringMatching(/^[\w-]{20,64}$/),
        fc.constant('t'.repeat(2000)),
      )
      const form = fc.dictionary(fc.oneof(fc.constant('token'), hostileKey), field, { maxKeys: 4 })
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...formPosts().map((route) => route.path)),
          form,
          fc.boolean(),
          async (urlPath, fields, sameOrigin) => {
            const route = need(
              formPosts().find((candidate) => candidate.path === urlPath),
              urlPath,
            )
            const response = await route.POST(
              new Request(`${TEST_PUBLIC_URL}${urlPath}`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/x-www-form-urlencoded',
                  origin: sameOrigin ? TEST_PUBLIC_URL : 'https://evil.example',
                },
                body: new URLSearchParams(fields).toString(),
              }),
            )
            if (!sameOrigin) {
              if (response.status !== 403) throw new Error(`${urlPath} answered ${response.status}`)
              expect(await refusal(response)).toBe(FORBIDDEN_ORIGIN)
            } else if (response.status === 303) {
              const location = response.headers.get('location') ?? ''
              if (!location.startsWith('/') || location.startsWith('//'))
                throw new Error(`${urlPath} redirected to ${location}`)
            } else if (response.status >= 400 && response.status < 500) await refusal(response)
            else throw new Error(`${urlPath} answered ${response.status}`)
            await caseEnds()
          },
        ),
        { numRuns: 2_000 },
      )
    },
    FUZZ_TEST_TIMEOUT_MS,
  )

  it(
    'a body with a field missing or wrong, or bytes that are no JSON object, get a 4xx and { message }',
    async () => {
      /** Text or bytes that do not parse to a JSON object, by construction. */
      const notAnObject = fc.oneof(
        fc.uint8Array({ maxLength: 48 }).map((bytes) => new Uint8Array([0xff, ...bytes])),
        fc.string({ maxLength: 48 }).map((text) => `{${text.replaceAll('}', '')}`),
        fc
          .oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(null))
          .map((value) => JSON.stringify(Array.isArray(value) ? value : [value])),
        fc.constantFrom('', '{', '{"email":', 'null', '"x"', '1', '\u0000', '\ufeff{}', '{}}'),
      )
      await fc.assert(
        fc.asyncProperty(
          routePath().chain((p) =>
            fc.tuple(
              fc.constant(p),
              fc.oneof(
                { weight: 3, arbitrary: malformedBody(p).map((body) => JSON.stringify(body)) },
                { weight: 1, arbitrary: notAnObject },
              ),
            ),
          ),
          async ([urlPath, body]) => {
            const route = routeAt(urlPath)
            await expectRefused(route, post(route, body))
            await caseEnds()
          },
        ),
        RUNS,
      )
    },
    FUZZ_TEST_TIMEOUT_MS,
  )

  it(
    'any JSON object, prototype keys included, gets no 5xx, and a refusal is { message }',
    async () => {
      const object = fc.dictionary(hostileKey, hostileJson, { maxKeys: 5 })
      await fc.assert(
        fc.asyncProperty(routePath(), object, async (urlPath, value) => {
          const route = routeAt(urlPath)
          const response = await route.POST(post(route, JSON.stringify(value)))
          if (response.status >= 500) throw new Error(`${route.path} answered ${response.status}`)
          if (response.status >= 400) await refusal(response)
          await caseEnds()
        }),
        RUNS,
      )
    },
    FUZZ_TEST_TIMEOUT_MS,
  )

  it(
    'a valid body with any extra keys, prototype keys included, reaches the action as exactly its fields',
    async () => {
      const extras = fc.dictionary(hostileKey, hostileJson, { minKeys: 1, maxKeys: 4 })
      state.captured = []
      await fc.assert(
        fc.asyncProperty(routePath(), extras, async (urlPath, extra) => {
          const rules = need(routeBodies[urlPath], urlPath)
          const fields = new Set([
            ...Object.keys(rules.required),
            ...Object.keys(rules.optional ?? {}),
          ])
          const body: Record<string, unknown> = { ...rules.valid }
          for (const [key, value] of Object.entries(extra))
            if (!fields.has(key))
              Object.defineProperty(body, key, { value, enumerable: true, configurable: true })
          const text = JSON.stringify(body)
          // Size is another rule (413): this one is about what parsing lets through.
          fc.pre(new TextEncoder().encode(text).length <= MAX_BODY_BYTES)
          const route = routeAt(urlPath)
          const response = await route.POST(post(route, text))
          if (response.status !== 200) throw new Error(`${urlPath} answered ${response.status}`)
          const received = need(state.captured, 'captured').pop()
          if (Object.getPrototypeOf(received) !== Object.prototype)
            throw new Error('the action got an object with another prototype')
          expect(received).toEqual(rules.valid)
          await caseEnds()
        }),
        RUNS,
      )
      state.captured = undefined
    },
    FUZZ_TEST_TIMEOUT_MS,
  )

  it(
    'a POST from any other origin, or none, gets 403 { message }, whatever its body',
    async () => {
      const origin = fc.oneof(
        fc.constantFrom('https://evil.example', 'null', `${TEST_PUBLIC_URL}.evil.example`),
        fc.constantFrom('http://localhost:3002', 'https://localhost:3001', `${TEST_PUBLIC_URL}/`),
        fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
      )
      await fc.assert(
        fc.asyncProperty(
          routePath().chain((p) =>
            fc.tuple(
              fc.constant(p),
              fc.oneof(fc.constant(routeBodies[p]?.valid), malformedBody(p)),
            ),
          ),
          origin,
          async ([urlPath, body], from) => {
            fc.pre(from !== TEST_PUBLIC_URL)
            const route = routeAt(urlPath)
            let request: Request
            try {
              request = post(route, JSON.stringify(body), from)
            } catch {
              fc.pre(false) // not a header value a browser could send
              return
            }
            const response = await route.POST(request)
            if (response.status !== 403)
              throw new Error(`${route.path} answered ${response.status}`)
            expect(await refusal(response)).toBe(FORBIDDEN_ORIGIN)
            await caseEnds()
          },
        ),
        RUNS,
      )
    },
    FUZZ_TEST_TIMEOUT_MS,
  )

  it(
    'a GET with any Authorization header gets 401 { message }, never a 5xx',
    async () => {
      const getRoutes = routes.filter(
        (route): route is Route & { GET: Handler } =>
          !!route.GET && !PUBLIC_GET_ROUTES.includes(route.path),
      )
      expect(getRoutes.map((route) => route.path)).toContain('/api/user')
      const authorization = fc.oneof(
        fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
        fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((token) => `Bearer ${token}`),
        fc.constantFrom('Bearer ', 'Bearer a.b.c', 'bearer x', `Bearer ${'x'.repeat(5000)}`),
        fc.constantFrom('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1MSJ9.'),
      )
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...getRoutes.map((route) => route.path)),
          fc.option(authorization, { nil: undefined }),
          async (urlPath, header) => {
            const route = getRoutes.find((candidate) => candidate.path === urlPath)
            if (!route) throw new Error(`no GET ${urlPath}`)
            let request: Request
            try {
              request = new Request(`${TEST_PUBLIC_URL}${urlPath}`, {
                headers: header === undefined ? {} : { authorization: header },
              })
            } catch {
              fc.pre(false) // not a header value a browser could send
              return
            }
            const response = await route.GET(request)
            if (response.status !== 401) throw new Error(`${urlPath} answered ${response.status}`)
            await refusal(response)
            await caseEnds()
          },
        ),
        RUNS,
      )
    },
    FUZZ_TEST_TIMEOUT_MS,
  )
})
