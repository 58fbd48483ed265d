import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ServerError } from '../errors'
import { assertSameOrigin, errorResponse, FORBIDDEN_ORIGIN, post } from './http'
import { resolveRpcUrl } from './rpcEndpoint'

const SITE = 'https://wallet.example'

vi.mock('../config/env', () => ({ getConfig: () => ({ publicUrl: 'https://wallet.example' }) }))

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

describe('post()', () => {
  const handler = post(z.object({ email: z.string().email('Invalid email') }), async (body) => ({
    got: body.email,
  }))

  it('parses the body and answers JSON without CORS headers', async () => {
    const response = await handler(request(SITE, { email: 'ada@example.com' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ got: 'ada@example.com' })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store')
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

describe('resolveRpcUrl', () => {
  const chains = { 'eip155:1': 'https://eth.example/rpc' }

  it("prefers the operator's endpoint over the host's", () => {
    expect(resolveRpcUrl(chains, 'eip155:1', 'https://host.example/rpc', true)).toBe(
      'https://eth.example/rpc',
    )
  })

  it('takes a public https URL from the host for chains it has no entry for', () => {
    expect(resolveRpcUrl(chains, 'eip155:10', 'https://mainnet.optimism.io', true)).toBe(
      'https://mainnet.optimism.io/',
    )
  })

  it('refuses URLs that could reach the inside of the network', () => {
    for (const url of [
      'http://rpc.example.com',
      'https://10.0.0.1',
      'https://[::1]:8545',
      'https://metadata',
      'https://user:pass@rpc.example.com',
      'http://localhost:8545',
    ]) {
      expect(() => resolveRpcUrl(chains, 'eip155:10', url, true), url).toThrow(
        'RPC URL not allowed',
      )
    }
    expect(resolveRpcUrl(chains, 'eip155:31337', 'http://127.0.0.1:8545', false)).toBe(
      'http://127.0.0.1:8545/',
    )
    expect(() => resolveRpcUrl(chains, 'eip155:10', undefined, true)).toThrow(
      'Chain is not supported',
    )
  })
})
