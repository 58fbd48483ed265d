import { existsSync } from 'node:fs'
import path from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants'
import { staticHeaderRules } from './src/server/http/securityHeaders'

// Security headers live in src/server/http/securityHeaders.ts: pageHeaders.ts sets them
// on documents (with the per-request CSP), http.ts on API answers, and these rules on
// the static files, the frame bundle and every /api path (an unknown one included).

/** The frame bundle (scripts/buildFrame.ts): content-hashed names outside development. */
const frameBundleHeaders = [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }]

/**
 * The SDK's standalone build: its chunks are content-hashed (cached for ever), its entry
 * airlock.js keeps its name across releases (revalidated after 5 minutes).
 */
const standaloneHeaders = [
  { source: '/sdk/standalone/chunks/:path*', headers: frameBundleHeaders },
  {
    source: '/sdk/standalone/airlock.js',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=300, must-revalidate' }],
  },
]

/**
 * FRAME_ASSETS_FILE of src/server/frame/frameAssets.ts (a test keeps the two equal): the
 * manifest scripts/buildFrame.ts writes and the /sdk route reads at run time.
 */
export const FRAME_MANIFEST = '.frame/assets.json'

/** `next build` alone would ship a /sdk that cannot name its bundle: refuse, saying why. */
export function assertFrameBuilt(root: string): void {
  if (existsSync(path.join(root, FRAME_MANIFEST))) return
  throw new Error(
    `The frame bundle is not built (${FRAME_MANIFEST} is missing): build with the package's \`build\` script (scripts/buildFrame.ts, then next build), not next build alone`,
  )
}

export default function nextConfig(phase: string): NextConfig {
  const development = phase === PHASE_DEVELOPMENT_SERVER
  if (phase === PHASE_PRODUCTION_BUILD) assertFrameBuilt(process.cwd())
  return {
    // The shared protocol package ships TypeScript source.
    transpilePackages: ['@airlock/protocol'],
    // Loaded with Node's require so that proxy.ts and the route handlers share one
    // instance of each (the embedded PGlite database must be opened once per process),
    // and so PGlite finds its WASM files beside its own code.
    serverExternalPackages: ['@electric-sql/pglite', 'drizzle-orm', 'pg', 'nodemailer', 'jose'],
    // The /sdk route names the bundle's files from this manifest, read at run time.
    outputFileTracingIncludes: { '/sdk': [`./${FRAME_MANIFEST}`] },
    poweredByHeader: false,
    reactStrictMode: true,
    typescript: { tsconfigPath: 'tsconfig.next.json' },
    async headers() {
      return [
        ...staticHeaderRules(),
        ...(development
          ? []
          : [{ source: '/frame/:path*', headers: frameBundleHeaders }, ...standaloneHeaders]),
      ]
    },
  }
}
