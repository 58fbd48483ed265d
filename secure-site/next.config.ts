import type { NextConfig } from 'next'

/**
 * Security headers that do not depend on the request live here; the per-request CSP
 * (nonce, and frame-ancestors from the project's allowlist on /sdk) is set in proxy.ts.
 */
const staticHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
]

const nextConfig: NextConfig = {
  // The shared protocol package ships TypeScript source.
  transpilePackages: ['@airlock/protocol'],
  // Loaded with Node's require so that proxy.ts and the route handlers share one
  // instance of each (the embedded PGlite database must be opened once per process),
  // and so PGlite finds its WASM files beside its own code.
  serverExternalPackages: ['@electric-sql/pglite', 'drizzle-orm', 'pg', 'nodemailer', 'jose'],
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { tsconfigPath: 'tsconfig.next.json' },
  async headers() {
    return [{ source: '/:path*', headers: staticHeaders }]
  },
}

export default nextConfig
