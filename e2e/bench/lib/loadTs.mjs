// The benchmarks are plain ES modules that use e2e's TypeScript (the stack, the browser
// launcher, test wallets): tsx, an e2e dependency, registers its hooks when its main entry
// is imported, before any .ts module is loaded.
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

const e2e = fileURLToPath(new URL('../../', import.meta.url))
await import(pathToFileURL(createRequire(`${e2e}package.json`).resolve('tsx')).href)

/** Imports `path`, relative to e2e/ (e.g. 'stack/stack.ts'). */
export function loadTs(path) {
  return import(pathToFileURL(`${e2e}${path}`).href)
}
