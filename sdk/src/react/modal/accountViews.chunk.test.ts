// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph } from '../../core/testing/bundleGraph'

// The lazy modal's entry: what the first open loads (a file: URL's path, as in lazyChunk.test.ts).
const modalEntry = decodeURIComponent(new URL('../mountModal.ts', import.meta.url).pathname)

const QR = /node_modules\/.*uqr\/|src\/react\/ui\/qrMatrix\.ts$/
// '<feature>/<file>' under src/react/features/.
const view = (name: string) => (input: string) => input.endsWith(`src/react/features/${name}.tsx`)
const styles = (name: string) => (input: string) => input.endsWith(`src/react/features/${name}.ts`)
// CSS only these views use comes with their chunks (lazyView.tsx).
const VIEW_STYLES = ['send/sendStyles', 'swap/swapStyles', 'onramp/onrampStyles']

// Reached from Account, each loads when it first opens (viewRegistry.ts).
const FEATURE_VIEWS = [
  'history/TransactionsView',
  'receive/WalletReceiveView',
  'send/WalletSendView',
  'swap/SwapView',
  'onramp/OnRampProvidersView',
  'names/RegisterAccountNameView',
  'names/RegisterAccountNameSuccessView',
]

describe('account views and the modal chunk', () => {
  it('Account comes with the modal; its feature views, and the QR encoder, only when opened', async () => {
    const { outputs, eager } = await bundleGraph(modalEntry, {
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
    })
    const withModal = [...eager.keys()]
    expect(withModal.some(view('account/AccountView'))).toBe(true)
    for (const name of FEATURE_VIEWS) expect(withModal.filter(view(name))).toEqual([])
    for (const name of VIEW_STYLES) expect(withModal.filter(styles(name))).toEqual([])
    expect(withModal.filter((input) => QR.test(input))).toEqual([])
    // …while each is in the build, in a chunk the modal can fetch (the checks above would
    // pass vacuously otherwise).
    const all = Object.values(outputs).flatMap((output) => Object.keys(output.inputs))
    for (const name of FEATURE_VIEWS) expect(all.filter(view(name))).toHaveLength(1)
    for (const name of VIEW_STYLES) expect(all.filter(styles(name))).toHaveLength(1)
    expect(all.filter((input) => QR.test(input)).length).toBeGreaterThanOrEqual(2)
  })
})
