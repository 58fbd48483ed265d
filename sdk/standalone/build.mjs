#!/usr/bin/env node
// The standalone build of @airlock/sdk (dist/standalone/): one ES module, airlock.js, that a
// plain page imports without a bundler (from its secure site's /sdk/standalone/ or a file
// beside the page), with React, React DOM, viem's parts and zustand bundled in. Code-split:
// the modal, its views and each feature stay chunks under chunks/, content-hashed (a host may
// cache them for ever) and imported relative to the importing file's URL (base './', no
// preload helper), so the folder works from any origin or path as it is. Built with the SDK's
// own Vite (Rolldown): its tree-shaking left a page start about 49 kB gzip smaller than
// esbuild's. Run by the package's `build` after tsdown.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const SDK = fileURLToPath(new URL('../', import.meta.url))
export const STANDALONE_DIR = `${SDK}dist/standalone`
export const STANDALONE_ENTRY = 'airlock.js'
/** Where the hashed chunks go, under STANDALONE_DIR (the secure site caches them immutable). */
export const STANDALONE_CHUNKS = 'chunks'

/** The licence notices of the bundled packages, in one file beside airlock.js. */
export const STANDALONE_LICENSES = 'THIRD_PARTY_LICENSES.txt'

/** The package folder of a bundled module (the last node_modules/<name> or <@scope/name>). */
function packageDirOf(id) {
  const at = id.lastIndexOf('/node_modules/')
  if (at === -1) return null
  const [first = '', second = ''] = id.slice(at + '/node_modules/'.length).split('/')
  return (
    id.slice(0, at + '/node_modules/'.length) +
    (first.startsWith('@') ? `${first}/${second}` : first)
  )
}

/**
 * Emits STANDALONE_LICENSES: for every npm package bundled into any output file, its name,
 * version, licence and licence text (MIT and Apache-2.0 ask that copies keep the notice).
 */
function licensesPlugin() {
  return {
    name: 'airlock-standalone-licenses',
    generateBundle(_options, bundle) {
      const dirs = new Set()
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue
        for (const id of file.moduleIds) {
          const dir = packageDirOf(id)
          if (dir) dirs.add(dir)
        }
      }
      const sections = [...dirs]
        .map((dir) => {
          const { name, version, license } = JSON.parse(
            readFileSync(join(dir, 'package.json'), 'utf8'),
          )
          const file = readdirSync(dir).find((entry) => /^(licen[cs]e|copying)(\.|$)/i.test(entry))
          // A few packages (uint8arrays) ship no licence file: their declared licence is named.
          const text = file
            ? readFileSync(join(dir, file), 'utf8').trim()
            : `(no licence file in the package; its package.json declares ${license})`
          return `${name}@${version} (${license})\n\n${text}\n`
        })
        .sort()
      this.emitFile({
        type: 'asset',
        fileName: STANDALONE_LICENSES,
        source: `The standalone build of @airlock/sdk (MIT) bundles these packages:\n\n${sections.join(`\n${'-'.repeat(72)}\n\n`)}`,
      })
    },
  }
}

/**
 * Builds the standalone files into `outDir` (emptied first). `write: false` keeps them in
 * memory (bench/sdk-size.mjs): resolves to Vite's build output either way.
 */
export async function buildStandalone({ write = true, outDir = STANDALONE_DIR } = {}) {
  // Vite is a devDependency of the sdk package, resolved from it (the bench runs from the root).
  const { build } = await import(
    pathToFileURL(createRequire(`${SDK}package.json`).resolve('vite')).href
  )
  return build({
    configFile: false,
    root: SDK,
    base: './',
    logLevel: write ? 'warn' : 'silent',
    // React's production build: a plain page has no bundler to pick it.
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [licensesPlugin()],
    build: {
      outDir,
      emptyOutDir: true,
      write,
      target: 'es2022',
      minify: true,
      // No preload helper: the chunks import each other by relative URL alone.
      modulePreload: false,
      copyPublicDir: false,
      rollupOptions: {
        input: { airlock: `${SDK}standalone/index.ts` },
        // The entry is a library: every export stays, under its name.
        preserveEntrySignatures: 'strict',
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: `${STANDALONE_CHUNKS}/[name]-[hash].js`,
        },
      },
    },
  })
}

// `node standalone/build.mjs [--out-dir <dir>]`: the secure site's build writes it into its own
// public/sdk/standalone/ this way (secure-site/scripts/buildStandalone.ts).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--out-dir')
  const outDir = flag === -1 ? STANDALONE_DIR : resolve(process.argv[flag + 1] ?? '')
  if (flag !== -1 && !process.argv[flag + 1]) throw new Error('--out-dir needs a folder after it')
  const result = await buildStandalone({ outDir })
  const files = (Array.isArray(result) ? result : [result]).flatMap(({ output }) => output)
  console.log(`standalone: ${files.length} files in ${outDir} (entry ${STANDALONE_ENTRY})`)
}
