// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph } from '../../../core/testing/bundleGraph'

// The lazy modal's entry: what the first open loads (as in accountViews.chunk.test.ts).
const modalEntry = decodeURIComponent(new URL('../../mountModal.ts', import.meta.url).pathname)

// '<feature>/<file>' under src/react/features/.
const view = (name: string) => (input: string) => input.endsWith(`src/react/features/${name}.tsx`)
const SOCIAL_VIEWS = ['socialLogin/ConnectingSocialView', 'farcasterLogin/ConnectingFarcasterView']

describe('social views and the modal chunk', () => {
  it('the Connect view’s social buttons come with the modal; the connecting views when opened', async () => {
    const { outputs, eager } = await bundleGraph(modalEntry, {
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
    })
    const withModal = [...eager.keys()]
    expect(
      withModal.some((input) => input.endsWith('react/features/socialLogin/SocialButtons.tsx')),
    ).toBe(true)
    for (const name of SOCIAL_VIEWS) expect(withModal.filter(view(name))).toEqual([])
    // The social flow's core stays out of the first open too (it loads on the first click).
    expect(withModal.filter((input) => input.endsWith('socialLogin/socialLogin.impl.ts'))).toEqual(
      [],
    )
    const all = Object.values(outputs).flatMap((output) => Object.keys(output.inputs))
    for (const name of SOCIAL_VIEWS) expect(all.filter(view(name))).toHaveLength(1)
    // A whole-modal esbuild bundle: seconds on a busy machine.
  }, 60_000)
})
