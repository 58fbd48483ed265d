#!/usr/bin/env node
// The standalone build of @airlock/sdk (dist/standalone/): one ES module, airlock.js, that a
// plain page imports without a bundler (from its secure site's /sdk/standalone/ or a file
// beside the page), with React, React DOM, viem's parts and zustand bundled in. Code-split:
// the modal, its views and each feature stay chunks under chunks/, content-hashed (a host may
// cache them for ever) and imported relative to the importing file's URL, so the folder works
// from any origin or path as it is. Run by the package's `build` after tsdown.
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const SDK = fileURLToPath(new URL('../', import.meta.url))
export const STANDALONE_DIR = `${SDK}dist/standalone`
export const STANDALONE_ENTRY = 'airlock.js'
/** Where the hashed chunks go, under STANDALONE_DIR (the secure site caches them immutable). */
export const STANDALONE_CHUNKS = 'chunks'

/**
 * Builds the standalone files. `write: false` keeps them in memory (bench/sdk-size.mjs);
 * resolves to esbuild's result with its metafile.
 */
export async function buildStandalone({ write = true } = {}) {
  if (write) rmSync(STANDALONE_DIR, { recursive: true, force: true })
  return build({
    absWorkingDir: SDK,
    entryPoints: { airlock: 'standalone/index.ts' },
    outdir: STANDALONE_DIR,
    entryNames: '[name]',
    chunkNames: `${STANDALONE_CHUNKS}/[name]-[hash]`,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    // React's production build: a plain page has no bundler to pick it.
    define: { 'process.env.NODE_ENV': '"production"' },
    // One licence file per output file (airlock.js.LEGAL.txt…), named by a comment in it.
    legalComments: 'linked',
    metafile: true,
    write,
    logLevel: write ? 'warning' : 'silent',
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { metafile } = await buildStandalone()
  const files = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'))
  console.log(`standalone: ${files.length} files in dist/standalone (entry ${STANDALONE_ENTRY})`)
}
