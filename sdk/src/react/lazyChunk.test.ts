// @vitest-environment node
import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('./index.ts', import.meta.url).pathname)

/** Bundles @airlock/sdk/react as a page would (code splitting on) and returns the module graph. */
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
    jsx: 'automatic',
    // The page brings React; what matters is which of our modules load eagerly.
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  })
  return result.metafile
}

const LAZY = /src\/react\/(mountModal|Modal|Dialog|views\/|components\/|styles\/)|react-dom|viem/

describe('@airlock/sdk/react module graph', () => {
  it('keeps the modal, its views, styles, React DOM and viem out of the entry chunk', async () => {
    const { outputs } = await bundleGraph()
    const [, main] = Object.entries(outputs).find(([, output]) => output.entryPoint) ?? []
    if (!main) throw new Error('no entry chunk')
    const eager = new Set(Object.keys(main.inputs))
    // Chunks the entry imports statically load with it.
    for (const imported of main.imports.filter((item) => item.kind === 'import-statement'))
      for (const input of Object.keys(outputs[imported.path]?.inputs ?? {})) eager.add(input)
    expect([...eager].filter((input) => LAZY.test(input))).toEqual([])
    expect(main.imports.some((item) => item.kind === 'dynamic-import')).toBe(true)
    const lazyInputs = Object.values(outputs).flatMap((output) => Object.keys(output.inputs))
    expect(lazyInputs.some((input) => input.endsWith('src/react/mountModal.ts'))).toBe(true)
  })
})
