// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph, eagerMatching } from '../../testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../../../index.ts', import.meta.url).pathname)

describe('@airlock/sdk module graph: the embedded Solana provider', () => {
  it('keeps its code and the base58 codec (@scure/base) out of the page-start chunks', async () => {
    const graph = await bundleGraph(entry)
    expect(
      eagerMatching(graph, [/connectors\/auth\/solanaProvider\.ts$/, /@scure\/base\//]),
    ).toEqual([])
  })
})
