/**
 * Builds the frame bundle with esbuild: src/frame/main.ts (the runtime, which posts READY
 * as soon as it has run) and its lazy chunk (the React approval UI), into public/frame/,
 * plus the manifest the /sdk route reads to name them (.frame/assets.json). `pnpm build`
 * runs it before `next build`; scripts/dev.ts runs it in watch mode beside `next dev`.
 *   node --import tsx scripts/buildFrame.ts   production: minified, content-hashed names
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'
import { packageRoot } from '../src/server/config/packageRoot'
import { assetsFromMetafile, FRAME_ASSETS_FILE } from '../src/server/frame/frameAssets'

export type FrameBuildMode = 'production' | 'development'

const ENTRY = 'src/frame/main.ts'
const OUTDIR = 'public/frame'
/** Vite's default ('baseline-widely-available'), as the SDK and its example dapp use. */
const TARGET = ['chrome107', 'edge107', 'firefox104', 'safari16']

/** Writes the manifest after every successful build (once, or on each change in watch mode). */
function manifestPlugin(root: string): esbuild.Plugin {
  return {
    name: 'airlock-frame-manifest',
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length > 0 || !result.metafile) return
        const assets = assetsFromMetafile(result.metafile, ENTRY, OUTDIR)
        const file = path.join(root, FRAME_ASSETS_FILE)
        mkdirSync(path.dirname(file), { recursive: true })
        writeFileSync(file, `${JSON.stringify(assets, null, 2)}\n`)
      })
    },
  }
}

export function frameBuildOptions(
  mode: FrameBuildMode,
  root = packageRoot(),
): esbuild.BuildOptions {
  const production = mode === 'production'
  return {
    absWorkingDir: root,
    entryPoints: [ENTRY],
    outdir: OUTDIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: TARGET,
    platform: 'browser',
    jsx: 'automatic',
    // approval.module.css: esbuild's local-css loader is the default for *.module.css.
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    minify: production,
    sourcemap: production ? false : 'linked',
    // Hashed names are cached for a year (next.config.ts); development keeps the entry's
    // name stable, and the /sdk route reads the manifest afresh on every request there.
    entryNames: production ? '[name]-[hash]' : '[name]',
    chunkNames: '[name]-[hash]',
    legalComments: production ? 'none' : 'inline',
    metafile: true,
    logLevel: 'warning',
    plugins: [manifestPlugin(root)],
  }
}

function clean(root: string): void {
  rmSync(path.join(root, OUTDIR), { recursive: true, force: true })
}

export async function buildFrame(mode: FrameBuildMode = 'production'): Promise<void> {
  const root = packageRoot()
  clean(root)
  await esbuild.build(frameBuildOptions(mode, root))
}

/** Development: builds now and again on every change, until the context is disposed. */
export async function watchFrame(): Promise<esbuild.BuildContext> {
  const root = packageRoot()
  clean(root)
  const context = await esbuild.context(frameBuildOptions('development', root))
  await context.rebuild()
  await context.watch()
  return context
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const startedAt = performance.now()
  buildFrame().then(
    () => console.log(`[frame] built in ${Math.round(performance.now() - startedAt)} ms`),
    (error: unknown) => {
      console.error(`[frame] build failed: ${error instanceof Error ? error.message : error}`)
      process.exit(1)
    },
  )
}
