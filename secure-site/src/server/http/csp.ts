/**
 * The Content-Security-Policy of every page. Scripts run only with this request's
 * nonce ('strict-dynamic' lets Next's nonce'd loaders pull in their chunks); the
 * frame page may be embedded only by its project's allowlist, every other page by
 * nobody. Pure: proxy.ts calls it, tests read its output.
 */
import { base64Encode, cspFrameAncestors } from '@airlock/protocol'

export interface CspOptions {
  nonce: string
  /** A CSP source list, or "'none'". */
  frameAncestors: string
  /** next dev needs eval (React's error overlay) and inline styles. */
  dev: boolean
}

export function buildCsp({ nonce, frameAncestors, dev }: CspOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' ${dev ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    // Dapp icons on the approval card come from the dapp's own (https) host.
    "img-src 'self' https: data:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-src 'none'",
    "worker-src 'none'",
    "manifest-src 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

/**
 * frame-ancestors of /sdk: the project's origins plus the protocol's defaults, unless
 * the project turned them off. With nothing left, nobody: "'none'".
 */
export function frameAncestorsFor(
  origins: readonly string[],
  options: { defaultOrigins?: boolean } = {},
): string {
  const sources = cspFrameAncestors(origins, options)
  return sources.length > 0 ? sources : "'none'"
}

/** A fresh 128-bit nonce, base64 as CSP expects. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return base64Encode(bytes)
}
