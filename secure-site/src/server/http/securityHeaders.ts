/**
 * The security headers of every response the secure site sends, by kind, in one place:
 * proxy.ts applies them to pages (with the per-request CSP from csp.ts), http.ts to API
 * answers, next.config.ts to static files and every /api path. A route handler that serves HTML itself
 * applies `securityHeaders('frame' | 'page', { dev })` plus its own CSP.
 *
 * - HSTS outside development (AIRLOCK_DEV=1 serves plain http on localhost).
 * - COOP same-origin on documents: a page opened by another site gets no handle on it,
 *   and it none on its opener. It does not apply inside an iframe, so the frame is
 *   unaffected. The exception is 'popup': the social login pages (/social/start, the
 *   provider's callback), which the dapp opens and which must post the result back to
 *   it; they carry no secret (the result handle is useless without the frame's).
 * - CORP same-origin everywhere except the frame document, which other origins embed:
 *   frame-ancestors decides who may, and same-origin would refuse a dapp that uses COEP.
 * - Referrer-Policy same-origin: nothing of our URLs (device-approval tokens) leaves the
 *   site, while our own POSTs still carry the Origin header the API checks (no-referrer
 *   would make it `null`).
 * - Permissions-Policy: none of the powerful features; the site needs none of them.
 */

export type ResponseKind = 'page' | 'popup' | 'frame' | 'api' | 'asset'

export interface SecurityHeaderOptions {
  /** AIRLOCK_DEV=1: no HSTS. */
  dev: boolean
}

export const HSTS = 'max-age=63072000; includeSubDomains'
export const REFERRER_POLICY = 'same-origin'
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** Where the site serves the SDK's standalone build to dapp pages (public/sdk/standalone/). */
export const STANDALONE_PATH = '/sdk/standalone'

/** API answers are JSON: nothing in them may run, load or be framed. */
export const API_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * Every header of `kind` except a document's Content-Security-Policy, which carries the
 * request's nonce and is built per request (csp.ts buildCsp).
 */
export function securityHeaders(
  kind: ResponseKind,
  { dev }: SecurityHeaderOptions,
): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Resource-Policy': kind === 'frame' ? 'cross-origin' : 'same-origin',
  }
  if (!dev) headers['Strict-Transport-Security'] = HSTS
  if (kind === 'page' || kind === 'frame') headers['Cross-Origin-Opener-Policy'] = 'same-origin'
  if (kind === 'popup') headers['Cross-Origin-Opener-Policy'] = 'unsafe-none'
  // For browsers without frame-ancestors; the frame relies on its CSP alone.
  if (kind !== 'frame') headers['X-Frame-Options'] = 'DENY'
  if (kind === 'api') headers['Content-Security-Policy'] = API_CSP
  return headers
}

/** Sets `securityHeaders(kind, options)` on `headers`, replacing any earlier value. */
export function applySecurityHeaders(
  headers: Headers,
  kind: ResponseKind,
  options: SecurityHeaderOptions,
): void {
  for (const [name, value] of Object.entries(securityHeaders(kind, options))) {
    headers.set(name, value)
  }
}

/**
 * next.config.ts `headers()` rules: Next's static files, and every /api path (routes
 * set the same values themselves; this also covers an unknown /api path, which Next
 * answers with its 404 page). They are fixed at build time, so no HSTS here: it depends
 * on AIRLOCK_DEV at run time, pages and API answers add it, and it is host-wide.
 * Next lets a config header win over a route's header of the same name.
 */
export function staticHeaderRules(): {
  source: string
  headers: { key: string; value: string }[]
}[] {
  const fixed = (kind: ResponseKind) => {
    const { 'Strict-Transport-Security': _runtimeOnly, ...headers } = securityHeaders(kind, {
      dev: true,
    })
    return Object.entries(headers).map(([key, value]) => ({ key, value }))
  }
  return [
    ...['/_next/static/:path*', '/_next/image', '/favicon.ico', '/frame/:path*'].map((source) => ({
      source,
      headers: fixed('asset'),
    })),
    { source: '/api/:path*', headers: fixed('api') },
    // The SDK's standalone build (scripts/buildStandalone.ts), imported by dapp pages of any
    // origin as module scripts: those are CORS requests, so every origin may read them, and
    // CORP lets a dapp that uses COEP load them. Public code, no cookies, no secrets.
    {
      source: `${STANDALONE_PATH}/:path*`,
      headers: [
        ...fixed('asset').filter(({ key }) => key !== 'Cross-Origin-Resource-Policy'),
        { key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' },
        { key: 'Access-Control-Allow-Origin', value: '*' },
      ],
    },
  ]
}
