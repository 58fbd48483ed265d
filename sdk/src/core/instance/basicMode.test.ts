import { afterEach, describe, expect, it, vi } from 'vitest'
import { FrameStorageKeys } from '../clients/frame/frameStorage'
import type { AirlockInstance } from '../createAirlock'
import { createTestAirlock } from '../testing/airlockHarness'
import { mountedFrames } from '../testing/fakeFrame'
import { createMockWallet } from '../testing/mockWallet'

const instances: AirlockInstance[] = []
const stops: (() => void)[] = []
afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
  for (const stop of stops.splice(0)) stop()
  localStorage.clear()
  vi.unstubAllGlobals()
})

function make(basic: boolean) {
  const instance = createTestAirlock({ basic })
  instances.push(instance)
  return instance
}

describe('basic (WalletConnect-only) mode', () => {
  it('looks for no page wallet and offers no email login', async () => {
    stops.push(createMockWallet({ name: 'Announced Wallet' }).announce())
    const basic = make(true)
    const full = make(false)
    await Promise.all([basic.ready, full.ready])
    expect(full.getConnectors().map((connector) => connector.name)).toEqual(['Announced Wallet'])
    expect(basic.getConnectors()).toEqual([])
    expect(basic.stores.connection.getState().connectors).toEqual([])
    expect(basic.stores.options.getState().features).toMatchObject({ email: false, socials: false })
  })

  it('does not start the embedded wallet, even for a returning email user', async () => {
    localStorage.setItem(FrameStorageKeys.emailLoginUsed, 'true')
    const basic = make(true)
    await basic.ready
    expect(mountedFrames()).toHaveLength(0)
    // The same returning user on a full instance: the frame starts at once.
    make(false)
    await vi.waitFor(() => expect(mountedFrames()).toHaveLength(1))
  })

  it('opens the WalletConnect view on desktop instead of Connect', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
    const basic = make(true)
    basic.open()
    expect(basic.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
  })
})
