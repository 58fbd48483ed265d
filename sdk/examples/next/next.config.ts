import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The SDK (through tsconfig paths) and its protocol package are TypeScript source.
  transpilePackages: ['@airlock/protocol'],
  reactStrictMode: true,
  poweredByHeader: false,
  // Next rewrites the tsconfig it builds with; tsconfig.json stays the one `tsc -p` checks.
  typescript: { tsconfigPath: 'tsconfig.next.json' },
}

export default nextConfig
