/**
 * The per-request security headers of every page this site serves, in one place: the
 * Next pages get them from proxy.ts, the frame document (/sdk, a route handler of its
 * own) from framePage.ts. Headers that never vary by request are set for every path in
 * next.config.ts.
 */
import { buildCsp, type CspOptions } from './csp'

export function pageHeaders(options: CspOptions): Record<string, string> {
  const headers: Record<string, string> = { 'content-security-policy': buildCsp(options) }
  // For browsers without frame-ancestors; the frame page, framed by design, relies on its CSP.
  if (options.frameAncestors === "'none'") headers['x-frame-options'] = 'DENY'
  return headers
}
