// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph } from '../../testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../../../index.ts', import.meta.url).pathname)

describe('@airlock/sdk module graph: the embedded Solana provider', () => {
  it('keeps its code and base58 out of the page-start chunks', async () => {
    const { eager } = await bundleGraph(entry)
    const inPage = [...eager].filter(
      ([input, { bytesInOutput }]) =>
        bytesInOutput > 0 && /connectors\/auth\/(solanaProvider|base58)\.ts$/.test(input),
    )
    expect(inPage.map(([input]) => input)).toEqual([])
  })
})
