/**
 * The per-request headers of every document this site serves, in one place: the Next
 * pages get them from proxy.ts, the frame document (/sdk, a route handler of its own)
 * from framePage.ts. The CSP carries the request's nonce (csp.ts); the rest are the
 * security headers of the document's kind (securityHeaders.ts). Headers of static files
 * and API answers come from next.config.ts and http.ts.
 */
import { buildCsp, type CspOptions } from './csp'
import { securityHeaders } from './securityHeaders'

export interface PageHeaderOptions extends CspOptions {
  /** 'frame': embeddable by frame-ancestors (CORP cross-origin, no X-Frame-Options). */
  /** 'popup': the social login pages, which keep their opener (securityHeaders.ts). */
  kind: 'page' | 'popup' | 'frame'
  /** AIRLOCK_DEV=1: plain http on localhost, so no HSTS. */
  airlockDev: boolean
}

export function pageHeaders({
  kind,
  airlockDev,
  ...csp
}: PageHeaderOptions): Record<string, string> {
  return {
    ...securityHeaders(kind, { dev: airlockDev }),
    'Content-Security-Policy': buildCsp(csp),
  }
}
