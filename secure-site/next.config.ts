import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'

/**
 * Security headers that do not depend on the request live here; the per-request ones
 * (CSP with its nonce, X-Frame-Options) come from src/server/api/pageHeaders.ts.
 */
const staticHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
]

/** The frame bundle (scripts/buildFrame.ts): content-hashed names outside development. */
const frameBundleHeaders = [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }]

export default function nextConfig(phase: string): NextConfig {
  const development = phase === PHASE_DEVELOPMENT_SERVER
  return {
    // The shared protocol package ships TypeScript source.
    transpilePackages: ['@airlock/protocol'],
    // Loaded with Node's require so that proxy.ts and the route handlers share one
    // instance of each (the embedded PGlite database must be opened once per process),
    // and so PGlite finds its WASM files beside its own code.
    serverExternalPackages: ['@electric-sql/pglite', 'drizzle-orm', 'pg', 'nodemailer', 'jose'],
    // The /sdk route names the bundle's files from this manifest, read at run time.
    outputFileTracingIncludes: { '/sdk': ['./.frame/assets.json'] },
    poweredByHeader: false,
    reactStrictMode: true,
    typescript: { tsconfigPath: 'tsconfig.next.json' },
    async headers() {
      return [
        { source: '/:path*', headers: staticHeaders },
        ...(development ? [] : [{ source: '/frame/:path*', headers: frameBundleHeaders }]),
      ]
    },
  }
}
