// @vitest-environment node
import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../../../index.ts', import.meta.url).pathname)

/** Bundles @airlock/sdk as a page would (code splitting on) and returns the module graph. */
async function bundleGraph(): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  return result.metafile
}

// The embedded-wallet frame code: only the first email use (or a past one, at start) loads it.
const FRAME_CODE =
  /src\/core\/clients\/frame\/(frameBus|frameElement|pendingRequests)\.ts|shared-protocol\/src\/messages\/|\/zod\//

describe('@airlock/sdk module graph: the frame code', () => {
  it('keeps the frame bus, the iframe element and the protocol schemas out of the page-start chunks', async () => {
    const { outputs } = await bundleGraph()
    // Every dynamic import is an entry point too: pick the page's own.
    const main = Object.values(outputs).find((output) =>
      output.entryPoint?.endsWith('src/index.ts'),
    )
    if (!main) throw new Error('no entry chunk')
    const eager = new Map(Object.entries(main.inputs))
    // Chunks the entry imports statically, and theirs, load with it.
    const pending = main.imports.filter((item) => item.kind === 'import-statement')
    const seen = new Set<string>()
    for (let next = pending.pop(); next; next = pending.pop()) {
      if (seen.has(next.path)) continue
      seen.add(next.path)
      const chunk = outputs[next.path]
      for (const [input, info] of Object.entries(chunk?.inputs ?? {})) eager.set(input, info)
      pending.push(...(chunk?.imports ?? []).filter((item) => item.kind === 'import-statement'))
    }
    const inPage = [...eager].filter(([input, { bytesInOutput }]) => {
      return bytesInOutput > 0 && FRAME_CODE.test(input)
    })
    expect(inPage.map(([input]) => input)).toEqual([])
    // …and they are in the chunk loaded on first use.
    const lazy = Object.values(outputs).find((output) =>
      Object.keys(output.inputs).some((input) => input.endsWith('connectors/auth/frameStack.ts')),
    )
    expect(Object.keys(lazy?.inputs ?? {}).some((input) => input.endsWith('frameBus.ts'))).toBe(
      true,
    )
  })
})
