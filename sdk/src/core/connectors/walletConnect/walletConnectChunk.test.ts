// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph, eagerMatching } from '../../testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../../../index.ts', import.meta.url).pathname)

describe('@airlock/sdk module graph: WalletConnect', () => {
  it('keeps sign-client and the session code out of the page-start chunks', async () => {
    const graph = await bundleGraph(entry)
    const { eager } = graph
    expect(
      eagerMatching(graph, [
        /@walletconnect\//,
        /walletConnect\/walletConnectClient\.ts$/,
        /walletConnect\/signClient\.ts$/,
        /walletConnect\/walletConnectPairing\.ts$/,
      ]),
    ).toEqual([])
    // The connector itself is at page start: the check above looks at the right graph.
    expect([...eager.keys()].some((input) => input.endsWith('walletConnectConnector.ts'))).toBe(
      true,
    )
  })
})
