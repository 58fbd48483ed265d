// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph, eagerMatching } from '../../testing/bundleGraph'

// A file: URL's path (as in authFeatures.chunk.test.ts).
const entry = decodeURIComponent(new URL('../../../index.ts', import.meta.url).pathname)

const FLOW = [
  /src\/core\/features\/socialLogin\/socialLogin\.impl\.ts$/,
  /src\/core\/features\/socialLogin\/popupClosed\.ts$/,
  /shared-protocol\/src\/messages\/socialResult\.ts$/,
]

describe('the social login chunk', () => {
  it('keeps the flow out of the page start; only the popup opener and the store come with it', async () => {
    const graph = await bundleGraph(entry)
    const { eager, outputs } = graph
    const inPage = [...eager]
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([input]) => input)
    expect(eagerMatching(graph, FLOW)).toEqual([])
    expect(inPage.some((input) => input.endsWith('features/socialLogin/socialPopup.ts'))).toBe(true)
    // …and the flow is in the build, in a chunk of its own to fetch (else the check above is vacuous).
    const all = Object.values(outputs).flatMap((output) => Object.keys(output.inputs))
    expect(
      all.filter((input) => input.endsWith('features/socialLogin/socialLogin.impl.ts')),
    ).toHaveLength(1)
    // A whole-SDK esbuild bundle: seconds on a busy machine.
  }, 60_000)
})
