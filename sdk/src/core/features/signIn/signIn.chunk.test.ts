// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph, eagerMatching } from '../../testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../../../index.ts', import.meta.url).pathname)

// Sign-in: its code (signIn.impl.ts) loads at start only for dapps that configured it, as its own chunk;
// message building and signature checks load when someone signs. (The entry is the whole
// public API, so the exported SIWX helpers, createDefaultSiwx and its storage, count here.)
const SIGN_IN_CODE = [
  /src\/core\/features\/signIn\/signIn\.impl\.ts/,
  /src\/core\/features\/signIn\/signInRequest\.ts/,
  /src\/core\/siwx\/eip4361\.ts/,
  /src\/core\/siwx\/verify\w*\.ts/,
]

describe('@airlock/sdk module graph: sign-in', () => {
  it('keeps the sign-in feature’s code and the SIWX code out of the page-start chunks', async () => {
    expect(eagerMatching(await bundleGraph(entry), SIGN_IN_CODE)).toEqual([])
  })
})
