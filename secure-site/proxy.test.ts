import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { proxy } from './proxy'
import { buildCsp } from './src/server/http/csp'

const devMode = vi.hoisted(() => ({ on: false }))
vi.mock('./src/server/config/env', () => ({ isDevelopment: () => devMode.on }))

function directives(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')] as const
    }),
  )
}

describe('proxy: Content-Security-Policy of the Next pages', () => {
  it("gives every page frame-ancestors 'none', X-Frame-Options and a fresh nonce", () => {
    const nonces = new Set<string>()
    for (const path of ['/', '/device/approve?token=x', '/dev/inbox']) {
      const response = proxy(new NextRequest(`http://localhost:3001${path}`))
      const header = response.headers.get('content-security-policy')
      const csp = directives(header)
      expect(csp.get('frame-ancestors')).toBe("'none'")
      expect(csp.get('script-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'$/)
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      // Next reads the nonce from the request's CSP header: it must be forwarded.
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(header)
      nonces.add(csp.get('script-src') ?? '')
    }
    expect(nonces.size).toBe(3)
  })

  it('leaves /sdk to its route, which sets its own headers (framePage.ts)', () => {
    const response = proxy(new NextRequest('http://localhost:3001/sdk?projectId=demo'))
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(response.headers.get('x-frame-options')).toBeNull()
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })
})

describe('proxy: the other security headers', () => {
  it('gives every page HSTS, COOP, CORP, Referrer-Policy and Permissions-Policy', async () => {
    devMode.on = false
    for (const path of ['/', '/device/approve?token=x', '/no-such-page']) {
      const headers = (await proxy(new NextRequest(`http://localhost:3001${path}`))).headers
      expect(headers.get('strict-transport-security'), path).toBe(
        'max-age=63072000; includeSubDomains',
      )
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
      expect(headers.get('referrer-policy'), path).toBe('same-origin')
      expect(headers.get('permissions-policy'), path).toContain('camera=()')
      expect(headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(headers.get('cross-origin-resource-policy'), path).toBe('same-origin')
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
