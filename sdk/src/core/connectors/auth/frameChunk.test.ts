// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph, eagerMatching } from '../../testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../../../index.ts', import.meta.url).pathname)

// The embedded-wallet frame code: only the first email use (or a past one, at start) loads it.
const FRAME_CODE = [
  /src\/core\/clients\/frame\/frameBus\.ts/,
  /src\/core\/clients\/frame\/frameElement\.ts/,
  /src\/core\/clients\/frame\/pendingRequests\.ts/,
  /shared-protocol\/src\/messages\//,
  /\/zod\//,
]

describe('@airlock/sdk module graph: the frame code', () => {
  it('keeps the frame bus, the iframe element and the protocol schemas out of the page-start chunks', async () => {
    // The entry chunk and the chunks it imports statically, and theirs, load with the page.
    const graph = await bundleGraph(entry)
    const { outputs } = graph
    expect(eagerMatching(graph, FRAME_CODE)).toEqual([])
    // …and they are in the chunk loaded on first use.
    const lazy = Object.values(outputs).find((output) =>
      Object.keys(output.inputs).some((input) => input.endsWith('connectors/auth/frameStack.ts')),
    )
    expect(Object.keys(lazy?.inputs ?? {}).some((input) => input.endsWith('frameBus.ts'))).toBe(
      true,
    )
  })
})
