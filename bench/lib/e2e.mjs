// Loads the local stack and helpers from e2e/ (TypeScript) for the benchmarks: tsx, an
// e2e devDependency, registers its hooks when its main entry is imported.
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

const e2e = fileURLToPath(new URL('../../e2e/', import.meta.url))
await import(pathToFileURL(createRequire(`${e2e}package.json`).resolve('tsx')).href)

/** Imports `path` (relative to e2e/), e.g. 'stack/stack.ts'. */
export function loadE2e(path) {
  return import(pathToFileURL(`${e2e}${path}`).href)
}

/** A small stack for one benchmark: no second origins, no Postgres sites, no info file. */
export async function startBenchStack(options = {}) {
  const { startStack } = await loadE2e('stack/stack.ts')
  return startStack({
    chains: [31337],
    dappVariants: false,
    postgresUrl: null,
    infoPath: null,
    ...options,
  })
}
