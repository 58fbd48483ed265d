import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { proxy } from '../../../proxy'
import { buildCsp } from './csp'
import { lookupProject } from './project'

vi.mock('./project', () => ({ lookupProject: vi.fn() }))
const lookup = vi.mocked(lookupProject)
const devMode = vi.hoisted(() => ({ on: false }))
vi.mock('../config/env', () => ({ isDevelopment: () => devMode.on }))

function directives(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')] as const
    }),
  )
}

beforeEach(() => {
  lookup.mockReset()
})

describe('proxy: Content-Security-Policy', () => {
  it('lets only the project allowlist (plus defaults) frame /sdk, with a fresh script nonce', async () => {
    lookup.mockResolvedValue({
      ok: true,
      origins: ['https://app.example.com', '*.example.org'],
      defaultOrigins: true,
    })
    const response = await proxy(new NextRequest('http://localhost:3001/sdk?projectId=demo'))
    const csp = directives(response.headers.get('content-security-policy'))
    expect(lookup).toHaveBeenCalledWith('demo')
    expect(csp.get('frame-ancestors')).toBe(
      'https://app.example.com https://*.example.org http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:* https://*.pages.dev https://*.vercel.app https://*.ngrok-free.app',
    )
    expect(csp.get('script-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'$/)
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('base-uri')).toBe("'none'")
    expect(csp.get('default-src')).toBe("'self'")
    expect(response.headers.get('x-frame-options')).toBeNull()
    // Next reads the nonce from the request's CSP header: it must be forwarded.
    expect(response.headers.get('x-middleware-request-x-nonce')).toBe(
      csp.get('script-src')?.match(/'nonce-([^']+)'/)?.[1],
    )
  })

  it('uses a different nonce on every request', async () => {
    lookup.mockResolvedValue({ ok: true, origins: [], defaultOrigins: true })
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await proxy(new NextRequest('http://localhost:3001/sdk?projectId=demo'))
        return response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
      }),
    )
    expect(new Set(nonces).size).toBe(3)
  })

  it('lets only its own origins frame a project that turned the defaults off', async () => {
    lookup.mockResolvedValue({
      ok: true,
      origins: ['https://app.example.com'],
      defaultOrigins: false,
    })
    const response = await proxy(new NextRequest('http://localhost:3001/sdk?projectId=strict'))
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp.get('frame-ancestors')).toBe('https://app.example.com')
    lookup.mockResolvedValue({ ok: true, origins: [], defaultOrigins: false })
    const none = await proxy(new NextRequest('http://localhost:3001/sdk?projectId=strict'))
    expect(directives(none.headers.get('content-security-policy')).get('frame-ancestors')).toBe(
      "'none'",
    )
  })

  it('frames an unknown project only for the default origins, so it can answer invalid key', async () => {
    lookup.mockResolvedValue({ ok: false, message: 'Unauthorized: invalid key' })
    const response = await proxy(new NextRequest('http://localhost:3001/sdk?projectId=nope'))
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toBe(
      'http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:* https://*.pages.dev https://*.vercel.app https://*.ngrok-free.app',
    )
  })

  it('fails closed when the project cannot be looked up', async () => {
    lookup.mockRejectedValue(new Error('database down'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await proxy(new NextRequest('http://localhost:3001/sdk?projectId=demo'))
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toBe(
      "'none'",
    )
  })

  it("gives every other page frame-ancestors 'none' without a lookup", async () => {
    for (const path of ['/', '/device/approve?token=x', '/dev/inbox']) {
      const response = await proxy(new NextRequest(`http://localhost:3001${path}`))
      expect(
        directives(response.headers.get('content-security-policy')).get('frame-ancestors'),
      ).toBe("'none'")
      expect(response.headers.get('x-frame-options')).toBe('DENY')
    }
    expect(lookup).not.toHaveBeenCalled()
  })
})

describe('proxy: the other security headers', () => {
  it('gives every page and the frame HSTS, COOP, CORP, Referrer-Policy and Permissions-Policy', async () => {
    lookup.mockResolvedValue({ ok: true, origins: [], defaultOrigins: true })
    devMode.on = false
    for (const path of ['/', '/sdk?projectId=demo', '/device/approve?token=x', '/no-such-page']) {
      const headers = (await proxy(new NextRequest(`http://localhost:3001${path}`))).headers
      expect(headers.get('strict-transport-security'), path).toBe(
        'max-age=63072000; includeSubDomains',
      )
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
      expect(headers.get('referrer-policy'), path).toBe('same-origin')
      expect(headers.get('permissions-policy'), path).toContain('camera=()')
      expect(headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(headers.get('cross-origin-resource-policy'), path).toBe(
        path.startsWith('/sdk') ? 'cross-origin' : 'same-origin',
      )
    }
  })

  it('leaves HSTS out in development (AIRLOCK_DEV=1)', async () => {
    devMode.on = true
    try {
      const response = await proxy(new NextRequest('http://localhost:3001/'))
      expect(response.headers.get('strict-transport-security')).toBeNull()
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    } finally {
      devMode.on = false
    }
  })
})

describe('buildCsp', () => {
  it('adds only what next dev needs in development', () => {
    const dev = directives(buildCsp({ nonce: 'n', frameAncestors: "'none'", dev: true }))
    expect(dev.get('script-src')).toBe("'self' 'nonce-n' 'strict-dynamic' 'unsafe-eval'")
    const prod = directives(buildCsp({ nonce: 'n', frameAncestors: "'none'", dev: false }))
    expect(prod.get('script-src')).toBe("'self' 'nonce-n' 'strict-dynamic'")
    expect(prod.get('style-src')).toBe("'self' 'nonce-n'")
  })
})
