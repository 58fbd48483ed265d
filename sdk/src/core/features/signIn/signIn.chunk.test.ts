// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph } from '../../testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../../../index.ts', import.meta.url).pathname)

// Sign-in: its controller loads at start only for dapps that configured it, as its own chunk;
// message building and signature checks load when someone signs. (The entry is the whole
// public API, so the exported SIWX helpers, createDefaultSiwx and its storage, count here.)
const SIGN_IN_CODE =
  /src\/core\/(features\/signIn\/signIn(Request)?\.ts|siwx\/(eip4361|verify\w*)\.ts)/

describe('@airlock/sdk module graph: sign-in', () => {
  it('keeps the sign-in controller and the SIWX code out of the page-start chunks', async () => {
    const { eager } = await bundleGraph(entry)
    const inPage = [...eager].filter(
      ([input, { bytesInOutput }]) => bytesInOutput > 0 && SIGN_IN_CODE.test(input),
    )
    expect(inPage.map(([input]) => input)).toEqual([])
  })
})
