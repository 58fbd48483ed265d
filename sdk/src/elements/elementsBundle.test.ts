// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph } from '../core/testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('./index.ts', import.meta.url).pathname)

const LAZY = /src\/react\/(mountModal|Modal|Dialog|views\/|styles\/|readNativeBalance)|viem/

describe('@airlock/sdk/elements module graph', () => {
  it('loads the buttons with the page and the modal, its views and viem on first use', async () => {
    const { outputs, eager } = await bundleGraph(entry, {
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
    })
    const inputs = [...eager.keys()]
    expect(inputs.filter((input) => LAZY.test(input))).toEqual([])
    expect(inputs.some((input) => input.endsWith('src/react/buttons/ConnectButton.tsx'))).toBe(true)
    const lazyInputs = Object.values(outputs).flatMap((output) => Object.keys(output.inputs))
    expect(lazyInputs.some((input) => input.endsWith('src/react/mountModal.ts'))).toBe(true)
  })
})
