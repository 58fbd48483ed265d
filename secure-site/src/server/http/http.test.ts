import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ServerError } from '../errors'
import {
  assertSameOrigin,
  BODY_TOO_LARGE,
  errorResponse,
  FORBIDDEN_ORIGIN,
  jsonResponse,
  MAX_BODY_BYTES,
  post,
  readJson,
  UNCOMPRESSED_MAX_BYTES,
} from './http'

const SITE = 'https://wallet.example'

vi.mock('../config/env', () => ({
  getConfig: () => ({ publicUrl: 'https://wallet.example' }),
  isDevelopment: () => false,
}))

function request(origin: string | null, body: unknown = {}) {
  return new Request(`${SITE}/api/auth/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('assertSameOrigin', () => {
  it('takes the public origin and the origin the request was addressed to', () => {
    expect(() => assertSameOrigin(request(SITE), 'http://localhost:3001')).not.toThrow()
    expect(() =>
      assertSameOrigin(request('http://localhost:3001'), 'http://localhost:3001'),
    ).not.toThrow()
  })

  it('refuses other origins and requests without one', () => {
    expect(() => assertSameOrigin(request('https://dapp.example'), SITE)).toThrow(FORBIDDEN_ORIGIN)
    expect(() => assertSameOrigin(request('null'), SITE)).toThrow(FORBIDDEN_ORIGIN)
    expect(() => assertSameOrigin(request(null), SITE)).toThrow(FORBIDDEN_ORIGIN)
  })
})

describe('jsonResponse', () => {
  it('keeps small answers out of compression, and lets large ones be compressed', async () => {
    const small = jsonResponse({ result: '0x1' })
    expect(small.headers.get('cache-control')).toBe('no-store, no-transform')
    expect(small.headers.get('content-type')).toBe('application/json')
    expect(await small.json()).toEqual({ result: '0x1' })
    const logs = 'a'.repeat(UNCOMPRESSED_MAX_BYTES)
    const large = jsonResponse({ result: logs }, 201, { 'retry-after': '3' })
    expect(large.headers.get('cache-control')).toBe('no-store')
    expect(large.status).toBe(201)
    expect(large.headers.get('retry-after')).toBe('3')
    expect(await large.json()).toEqual({ result: logs })
  })
})

describe('post()', () => {
  const handler = post(z.object({ email: z.string().email('Invalid email') }), async (body) => ({
    got: body.email,
  }))

  it('parses the body and answers JSON without CORS headers', async () => {
    const response = await handler(request(SITE, { email: 'ada@example.com' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ got: 'ada@example.com' })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform')
  })

  it('answers with the API security headers, errors included', async () => {
    for (const response of [
      await handler(request(SITE, { email: 'ada@example.com' })),
      await handler(request('https://evil.example', {})),
    ]) {
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      )
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains',
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('referrer-policy')).toBe('same-origin')
    }
  })

  it('answers { message } with the right status for bad input and foreign origins', async () => {
    const invalid = await handler(request(SITE, { email: 'nope' }))
    expect([invalid.status, await invalid.json()]).toEqual([400, { message: 'Invalid email' }])
    const junk = await handler(request(SITE, '{'))
    expect([junk.status, await junk.json()]).toEqual([400, { message: 'Invalid JSON body' }])
    const foreign = await handler(request('https://evil.example', { email: 'ada@example.com' }))
    expect([foreign.status, await foreign.json()]).toEqual([403, { message: FORBIDDEN_ORIGIN }])
  })
})

describe('errorResponse', () => {
  it('passes server messages on with their status and Retry-After', async () => {
    const response = errorResponse(new ServerError('EMAIL_COOLDOWN', { values: { seconds: 12 } }))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('12')
    expect(await response.json()).toEqual({ message: 'Please try again after 12 seconds' })
  })

  it('never leaks an unexpected error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = errorResponse(new Error('password=hunter2 at /srv/app.js:12'))
    expect([response.status, await response.json()]).toEqual([
      500,
      { message: 'Something went wrong' },
    ])
  })
})

describe('readJson', () => {
  const schema = z.object({ email: z.string() })
  const CHUNK = 64 * 1024

  /** A chunked request body (no Content-Length) that never ends, produced only as it is read. */
  function endlessRequest(headers: Record<string, string> = {}) {
    const state = { pulled: 0, cancelled: false }
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          state.pulled += 1
          controller.enqueue(new TextEncoder().encode(' '.repeat(CHUNK)))
        },
        cancel() {
          state.cancelled = true
        },
      },
      { highWaterMark: 0 },
    )
    const init = { method: 'POST', headers, body, duplex: 'half' } as RequestInit
    return { request: new Request(`${SITE}/api/auth/email`, init), state }
  }

  it('cuts a chunked body off just past the limit instead of reading it whole', async () => {
    const { request, state } = endlessRequest()
    expect(request.headers.get('content-length')).toBeNull()
    await expect(readJson(request, schema)).rejects.toThrow(BODY_TOO_LARGE)
    // 2 MiB is 32 chunks: the 33rd crossed the limit and nothing more was read.
    expect(state.pulled).toBe(MAX_BODY_BYTES / CHUNK + 1)
    expect(state.cancelled).toBe(true)
  })

  it('refuses a declared length over the limit before reading anything', async () => {
    const { request, state } = endlessRequest({ 'content-length': String(MAX_BODY_BYTES + 1) })
    await expect(readJson(request, schema)).rejects.toThrow(BODY_TOO_LARGE)
    expect(state.pulled).toBe(0)
  })

  it('does not trust a Content-Length that claims less than is sent', async () => {
    const { request, state } = endlessRequest({ 'content-length': '10' })
    await expect(readJson(request, schema)).rejects.toThrow(BODY_TOO_LARGE)
    expect(state.cancelled).toBe(true)
  })

  it('answers 413 through post()', async () => {
    const handler = post(schema, async () => ({}))
    const { request } = endlessRequest({ origin: SITE })
    const response = await handler(request)
    expect([response.status, await response.json()]).toEqual([413, { message: BODY_TOO_LARGE }])
  })
})
