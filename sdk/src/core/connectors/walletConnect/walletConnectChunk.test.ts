// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph } from '../../testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../../../index.ts', import.meta.url).pathname)

describe('@airlock/sdk module graph: WalletConnect', () => {
  it('keeps sign-client and the session code out of the page-start chunks', async () => {
    const { eager } = await bundleGraph(entry)
    const inPage = [...eager].filter(
      ([input, { bytesInOutput }]) =>
        bytesInOutput > 0 &&
        (/@walletconnect\//.test(input) ||
          /walletConnect\/(walletConnectClient|signClient|walletConnectPairing)\.ts$/.test(input)),
    )
    expect(inPage.map(([input]) => input)).toEqual([])
    // The connector itself is at page start: the check above looks at the right graph.
    expect([...eager.keys()].some((input) => input.endsWith('walletConnectConnector.ts'))).toBe(
      true,
    )
  })
})
