import { loadTs } from './loadTs.mjs'

/** A small stack for one benchmark: no second origins, no Postgres sites, no info file. */
export async function startBenchStack(options = {}) {
  const { startStack } = await loadTs('stack/stack.ts')
  return startStack({
    chains: [31337],
    dappVariants: false,
    postgresUrl: null,
    infoPath: null,
    ...options,
  })
}
