/**
 * Per-request headers of the Next pages: a fresh script nonce (Next reads it from the
 * request's CSP header and puts it on its own scripts), frame-ancestors 'none' and the
 * security headers of a page, from pageHeaders(), the one place document headers are
 * made. The frame document /sdk is a route handler that sets the same headers itself,
 * with its project's allowlist as frame-ancestors (src/server/http/framePage.ts), so the
 * proxy leaves it alone.
 */
import { type NextRequest, NextResponse } from 'next/server'
import { isDevelopment } from './src/server/config/env'
import { createNonce } from './src/server/http/csp'
import { pageHeaders } from './src/server/http/pageHeaders'

const FRAME_PATH = '/sdk'
/** The social login pages (src/server/http/socialPages.ts) set their own 'popup' headers. */
const SOCIAL_PATH = '/social/'

export function proxy(request: NextRequest): NextResponse {
  const path = request.nextUrl.pathname
  if (path === FRAME_PATH || path.startsWith(SOCIAL_PATH)) return NextResponse.next()
  const headers = pageHeaders({
    kind: 'page',
    nonce: createNonce(),
    frameAncestors: "'none'",
    dev: process.env.NODE_ENV === 'development',
    airlockDev: isDevelopment(),
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('content-security-policy', headers['Content-Security-Policy'] ?? '')
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

export const config = {
  // Pages only: static files (next.config.ts gives them their headers) need no nonce,
  // and API routes answer JSON with theirs (http.ts); nor does the SDK's standalone build.
  matcher: ['/((?!api/|_next/static/|_next/image|frame/|sdk/standalone/|favicon.ico).*)'],
}
