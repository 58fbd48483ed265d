import { describe, expect, it } from 'vitest'
import {
  API_CSP,
  applySecurityHeaders,
  HSTS,
  PERMISSIONS_POLICY,
  securityHeaders,
  staticHeaderRules,
} from './securityHeaders'

const production = { dev: false }

describe('securityHeaders', () => {
  it('gives a page HSTS, COOP, CORP, Referrer-Policy, Permissions-Policy and no framing', () => {
    expect(securityHeaders('page', production)).toEqual({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'same-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    })
  })

  it('lets other origins embed the frame (its CSP decides which), with everything else kept', () => {
    const frame = securityHeaders('frame', production)
    expect(frame['Cross-Origin-Resource-Policy']).toBe('cross-origin')
    expect(frame['X-Frame-Options']).toBeUndefined()
    expect(frame['Cross-Origin-Opener-Policy']).toBe('same-origin')
    expect(frame['Strict-Transport-Security']).toBe(HSTS)
    expect(frame['Permissions-Policy']).toBe(PERMISSIONS_POLICY)
  })

  it('gives API answers a CSP that allows nothing, same-origin CORP and no COOP', () => {
    const api = securityHeaders('api', production)
    expect(api['Content-Security-Policy']).toBe(API_CSP)
    expect(API_CSP).toContain("default-src 'none'")
    expect(api['Cross-Origin-Resource-Policy']).toBe('same-origin')
    expect(api['Cross-Origin-Opener-Policy']).toBeUndefined()
    expect(api['Strict-Transport-Security']).toBe(HSTS)
  })

  it('drops HSTS in development only', () => {
    for (const kind of ['page', 'frame', 'api', 'asset'] as const) {
      expect(securityHeaders(kind, { dev: true })['Strict-Transport-Security']).toBeUndefined()
      expect(securityHeaders(kind, production)['Strict-Transport-Security']).toBe(HSTS)
    }
  })

  it('turns every powerful feature off, in valid Permissions-Policy syntax', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`)
    }
    expect(PERMISSIONS_POLICY).toMatch(/^[a-z-]+=\(\)(?:, [a-z-]+=\(\))*$/)
  })

  it('replaces earlier values when applied', () => {
    const headers = new Headers({ 'x-frame-options': 'SAMEORIGIN', 'x-other': 'kept' })
    applySecurityHeaders(headers, 'page', production)
    expect(headers.get('x-frame-options')).toBe('DENY')
    expect(headers.get('x-other')).toBe('kept')
  })

  it("gives Next's static files, the frame bundle and every /api path the fixed headers, never the run-time HSTS", () => {
    const rules = staticHeaderRules()
    expect(rules.map((rule) => rule.source)).toEqual([
      '/_next/static/:path*',
      '/_next/image',
      '/favicon.ico',
      '/frame/:path*',
      '/api/:path*',
      '/sdk/standalone/:path*',
    ])
    for (const rule of rules) {
      const names = rule.headers.map((header) => header.key)
      expect(names).toContain('X-Content-Type-Options')
      expect(names).toContain('Cross-Origin-Resource-Policy')
      expect(names).not.toContain('Strict-Transport-Security')
    }
    const api = rules.find((rule) => rule.source === '/api/:path*')
    expect(api?.headers).toContainEqual({ key: 'Content-Security-Policy', value: API_CSP })
  })

  it('lets dapp pages of any origin import the standalone SDK as module scripts (CORS, CORP cross-origin), once each header', () => {
    const standalone = staticHeaderRules().find((rule) => rule.source === '/sdk/standalone/:path*')
    expect(standalone?.headers).toContainEqual({ key: 'Access-Control-Allow-Origin', value: '*' })
    const corp = standalone?.headers.filter(({ key }) => key === 'Cross-Origin-Resource-Policy')
    expect(corp).toEqual([{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }])
    expect(standalone?.headers).toContainEqual({ key: 'X-Content-Type-Options', value: 'nosniff' })
  })
})
