/**
 * Per-request Content-Security-Policy and the security headers of every page
 * (securityHeaders.ts). Every page gets a fresh script nonce (Next reads it from the
 * request's CSP header and puts it on its own scripts); the frame page /sdk may be
 * embedded only by its project's allowlist, every other page by nobody. Proxy runs on
 * the Node.js runtime in-process (Next 16), so it can look the project up in the same
 * database the route handlers use.
 */
import { type NextRequest, NextResponse } from 'next/server'
import { buildCsp, createNonce, frameAncestorsFor } from './src/server/api/csp'
import { lookupProject } from './src/server/api/project'
import { applySecurityHeaders } from './src/server/api/securityHeaders'
import { isDevelopment } from './src/server/config/env'

const FRAME_PATH = '/sdk'

/** frame-ancestors for this request: fail closed ('none') when the lookup fails. */
async function frameAncestors(request: NextRequest): Promise<string> {
  if (request.nextUrl.pathname !== FRAME_PATH) return "'none'"
  try {
    const project = await lookupProject(request.nextUrl.searchParams.get('projectId'))
    // An unknown project still loads for the default origins, so its frame can answer
    // 'Unauthorized: invalid key' instead of timing out.
    return project.ok
      ? frameAncestorsFor(project.origins, { defaultOrigins: project.defaultOrigins })
      : frameAncestorsFor([])
  } catch (error) {
    console.error(
      '[airlock] project lookup failed in proxy:',
      error instanceof Error ? error.message : error,
    )
    return "'none'"
  }
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const nonce = createNonce()
  const csp = buildCsp({
    nonce,
    frameAncestors: await frameAncestors(request),
    dev: process.env.NODE_ENV === 'development',
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('content-security-policy', csp)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', csp)
  const kind = request.nextUrl.pathname === FRAME_PATH ? 'frame' : 'page'
  applySecurityHeaders(response.headers, kind, { dev: isDevelopment() })
  return response
}

export const config = {
  // Pages only: static chunks need no nonce (next.config.ts gives them their headers),
  // and API routes answer JSON with theirs (http.ts).
  matcher: ['/((?!api/|_next/static/|_next/image|favicon.ico).*)'],
}
