// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph } from '../core/testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('./index.ts', import.meta.url).pathname)

// identicon.ts is the one eager component module: the account button draws its avatar at page start.
const LAZY =
  /src\/react\/(mountModal|Modal|Dialog|views\/|components\/(?!identicon\.ts$)|styles\/)|react-dom|viem/

describe('@airlock/sdk/react module graph', () => {
  it('keeps the modal, its views, styles, React DOM and viem out of the entry chunk', async () => {
    // Bundled as @airlock/sdk/react; the page brings React, so only our modules count.
    const { outputs, main, eager } = await bundleGraph(entry, {
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react/jsx-runtime'],
    })
    expect([...eager.keys()].filter((input) => LAZY.test(input))).toEqual([])
    expect(main.imports.some((item) => item.kind === 'dynamic-import')).toBe(true)
    const lazyInputs = Object.values(outputs).flatMap((output) => Object.keys(output.inputs))
    expect(lazyInputs.some((input) => input.endsWith('src/react/mountModal.ts'))).toBe(true)
  })
})
