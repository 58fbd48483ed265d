// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { bundleGraph, eagerMatching } from '../testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../../index.ts', import.meta.url).pathname)

const ACTION_CODE = [
  'disconnect/disconnectChains',
  'disconnect/disconnect',
  'emailLogin/emailLogin',
  'emailUpdate/emailUpdate',
  'network/switchNetwork',
  'emailLogin/authSession',
  'emailLogin/startup',
  'farcasterLogin/farcasterLogin',
].map((file) => new RegExp(`src/core/features/${file}\\.ts$`))

describe('the instance actions chunk', () => {
  it('keeps disconnect, email login, Farcaster sign-in, switching and the session check out of the page-start chunks', async () => {
    expect(eagerMatching(await bundleGraph(entry), ACTION_CODE)).toEqual([])
  })

  it('loads on the first call, then runs later calls in the caller’s turn', async () => {
    vi.resetModules() // a page that has not loaded the chunk yet (the test setup preloads it)
    const { withInstanceActions } = await import('./loadInstanceActions')
    const first = await withInstanceActions(async (actions) => typeof actions.switchNetwork)
    expect(first).toBe('function')
    let ran = false
    const second = withInstanceActions(async () => {
      ran = true
    })
    expect(ran).toBe(true)
    await second
    await expect(
      withInstanceActions(() => {
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
  })
})
