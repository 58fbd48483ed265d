/**
 * Bundles src/server/fastApi/fastApi.ts, the hot routes start.mjs serves without Next, to
 * .fast-api/fastApi.mjs: our code (and @airlock/protocol, which ships TypeScript) in the
 * bundle, every other package loaded from node_modules at run time as Next loads it.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'
import { packageRoot } from '../src/server/config/packageRoot'

export const FAST_API_DIR = '.fast-api'
export const FAST_API_FILE = `${FAST_API_DIR}/fastApi.mjs`

/** Bare imports stay imports, except the workspace's TypeScript packages and our aliases. */
const externalPackages: esbuild.Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@airlock/') || args.path.startsWith('node:')) return undefined
      // tsconfig.json's path aliases are our own code: esbuild resolves them from its paths.
      if (args.path.startsWith('@server/') || args.path.startsWith('@shared/')) return undefined
      // next has no exports map: Node's ESM loader needs the file's own name.
      if (args.path === 'next/server') return { path: 'next/server.js', external: true }
      return { path: args.path, external: true }
    })
  },
}

export async function buildFastApi(root: string = packageRoot()): Promise<void> {
  rmSync(path.join(root, FAST_API_DIR), { recursive: true, force: true })
  await esbuild.build({
    entryPoints: [path.join(root, 'src/server/fastApi/fastApi.ts')],
    outfile: path.join(root, FAST_API_FILE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages],
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const startedAt = performance.now()
  buildFastApi().then(
    () => console.log(`[fast-api] built in ${Math.round(performance.now() - startedAt)} ms`),
    (error: unknown) => {
      console.error(`[fast-api] build failed: ${error instanceof Error ? error.message : error}`)
      process.exit(1)
    },
  )
}
