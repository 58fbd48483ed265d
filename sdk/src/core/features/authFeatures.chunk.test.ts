// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph, eagerMatching } from '../testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../../index.ts', import.meta.url).pathname)

// What an instance does on request rather than at start: each feature's implementation
// (<f>.impl.ts) and the modules only they import.
const ACTION_CODE = [
  'disconnect/disconnect.impl',
  'disconnect/authSignOut',
  'emailLogin/emailLogin.impl',
  'emailLogin/authSession',
  'emailLogin/startup',
  'emailUpdate/emailUpdate.impl',
  'network/network.impl',
  'farcasterLogin/farcasterLogin.impl',
].map((file) => new RegExp(`src/core/features/${file}\\.ts$`))

describe('the disconnect, email login, email change, Farcaster and network features', () => {
  it('keeps their code (and the session check) out of the page-start chunks', async () => {
    // eagerMatching throws on a pattern that matches no module: each file is in the build.
    expect(eagerMatching(await bundleGraph(entry), ACTION_CODE)).toEqual([])
  })
})
