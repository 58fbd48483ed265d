import type { NextConfig } from 'next'
import { staticHeaderRules } from './src/server/api/securityHeaders'

// Security headers live in src/server/api/securityHeaders.ts: proxy.ts sets them on
// pages (with the per-request CSP), http.ts on API answers, and these rules on the
// static files and every /api path (an unknown one included).

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
    return staticHeaderRules()
  },
}

export default nextConfig
