// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph } from '../../core/testing/bundleGraph'

// The lazy modal's entry: what the first open loads (a file: URL's path, as in lazyChunk.test.ts).
const modalEntry = decodeURIComponent(new URL('../mountModal.ts', import.meta.url).pathname)

const QR = /node_modules\/.*uqr\/|src\/react\/components\/qrMatrix\.ts$/

describe('account views in the modal chunk', () => {
  it('come with the modal, and the QR encoder only with the Receive view', async () => {
    const { outputs, eager } = await bundleGraph(modalEntry, {
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
    })
    const withModal = [...eager.keys()]
    for (const view of [
      'AccountView',
      'TransactionsView',
      'WalletReceiveView',
      'RegisterAccountNameView',
    ])
      expect(withModal.some((input) => input.endsWith(`src/react/views/${view}.tsx`))).toBe(true)
    expect(withModal.filter((input) => QR.test(input))).toEqual([])
    // …while uqr is in the build, in a chunk of its own (the pattern would pass vacuously otherwise).
    const all = Object.values(outputs).flatMap((output) => Object.keys(output.inputs))
    expect(all.filter((input) => QR.test(input)).length).toBeGreaterThanOrEqual(2)
  })
})
