/**
 * What the example dapp (examples/react) costs a page, minified + gzip -9, built with its
 * own Vite config in memory, as bench/sdk-size.mjs prints it:
 *  - pageStart: the entry chunk and every chunk it imports statically (React included);
 *  - firstOpen: the chunk holding mountModal.ts and what it imports that the page start
 *    had not loaded: what the first open of the modal adds.
 * Node code (Vite, zlib), hence outside src/.
 */
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'

export interface PageBytes {
  pageStart: number
  firstOpen: number
}

type Chunk = Rolldown.OutputChunk

const exampleConfig = fileURLToPath(new URL('../examples/react/vite.config.ts', import.meta.url))

function chunksOf(result: Awaited<ReturnType<typeof build>>): Chunk[] {
  const outputs = Array.isArray(result) ? result : [result]
  return outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((item): item is Chunk => item.type === 'chunk')
}

async function buildExample(): Promise<Chunk[]> {
  // Under vitest NODE_ENV is 'test': Vite would then build as for development (React's
  // development build, no production minify rules). Build as `vite build` would.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    return chunksOf(
      await build({
        configFile: exampleConfig,
        logLevel: 'silent',
        mode: 'production',
        build: { write: false, manifest: false },
      }),
    )
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
}

export async function exampleDappBytes(): Promise<PageBytes> {
  const chunks = await buildExample()
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (name: string, into = new Set<string>()): Set<string> => {
    const chunk = byName.get(name)
    if (!chunk || into.has(name)) return into
    into.add(name)
    for (const next of chunk.imports) closure(next, into)
    return into
  }
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('the example dapp build has no entry chunk')
  const modalChunk = chunks.find((chunk) =>
    chunk.moduleIds.some((id) => id.endsWith('src/react/mountModal.ts')),
  )
  if (!modalChunk) throw new Error('no chunk holds src/react/mountModal.ts: the modal is not lazy')
  const eager = closure(entry.fileName)
  const modal = [...closure(modalChunk.fileName)].filter((name) => !eager.has(name))
  const gzip = (names: Iterable<string>) =>
    [...names].reduce(
      (total, name) => total + gzipSync(byName.get(name)?.code ?? '', { level: 9 }).length,
      0,
    )
  return { pageStart: gzip(eager), firstOpen: gzip(modal) }
}
