#!/usr/bin/env node
import { createRequire } from 'node:module'
// Prints the minified + gzip size of @airlock/protocol bundled whole and with only
// parseFrameEvent imported (what the host pulls in to read frame replies), built on
// zod/mini and, for comparison, on classic zod through an alias.
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = new URL('../shared-protocol/src/index.ts', import.meta.url).pathname
// Resolve zod from the protocol package, where it is a dependency.
const zodClassic = createRequire(root)
  .resolve('zod/package.json')
  .replace(/package\.json$/, 'index.js')

async function size(contents, alias) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    alias: { '@airlock/protocol': root, ...alias },
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].contents
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length }
}

const entries = {
  whole: `export * from '@airlock/protocol'`,
  'parseFrameEvent only': `export { parseFrameEvent } from '@airlock/protocol'`,
  'parseAppEvent only': `export { parseAppEvent } from '@airlock/protocol'`,
}
const flavours = { 'zod/mini': {}, 'zod (classic)': { 'zod/mini': zodClassic } }

const kb = (n) => `${(n / 1024).toFixed(1)} kB`
console.log('@airlock/protocol bundle size (esbuild, minified, gzip -9)')
for (const [flavour, alias] of Object.entries(flavours)) {
  for (const [name, contents] of Object.entries(entries)) {
    try {
      const { min, gzip } = await size(contents, alias)
      console.log(
        `  ${flavour.padEnd(14)} ${name.padEnd(22)} min ${kb(min).padStart(9)}  gzip ${kb(gzip).padStart(8)}  (${gzip} B)`,
      )
    } catch (error) {
      console.log(
        `  ${flavour.padEnd(14)} ${name.padEnd(22)} failed: ${error.message.split('\n')[0]}`,
      )
    }
  }
}
