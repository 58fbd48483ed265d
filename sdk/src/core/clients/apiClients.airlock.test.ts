import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance, CreateAirlockOptions } from '../createAirlock'
import { createTestAirlock } from '../testing/airlockHarness'
import { fakeApiUrls as apiUrls, stubServices } from './fakeServices'

const instances: AirlockInstance[] = []
function make(options: Partial<CreateAirlockOptions> = {}) {
  const instance = createTestAirlock({ ...options })
  instances.push(instance)
  return instance
}

afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('wallet catalogue and analytics in createAirlock', () => {
  it('with no API URLs: an empty, ready catalogue and no request at all', async () => {
    const { fetch } = stubServices()
    const airlock = make()
    airlock.open()
    airlock.close()
    await airlock.walletCatalog.fetchNextPage()
    expect(airlock.walletCatalog.store.getState()).toMatchObject({ status: 'ready', list: [] })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('loads the recommended wallets on the first open and tracks open and close', async () => {
    const { events, paths } = stubServices()
    const airlock = make({ apiUrls, featuredWalletIds: ['w7'] })
    expect(paths()).toEqual([])
    airlock.open()
    await vi.waitFor(() => expect(airlock.walletCatalog.store.getState().status).toBe('ready'))
    expect(airlock.walletCatalog.store.getState().list.map((wallet) => wallet.id)).toEqual([
      'w7',
      'w1',
      'w2',
      'w3',
      'w4',
    ])
    airlock.close()
    await vi.waitFor(() => expect(events).toHaveLength(2))
    expect(events).toEqual([
      { event: 'MODAL_OPEN', connected: false },
      { event: 'MODAL_CLOSE', connected: false },
    ])
  })

  it("shows 'Invalid App Configuration' once when analytics answers 403", async () => {
    const { paths } = stubServices({ analyticsStatus: 403 })
    const airlock = make({ apiUrls })
    const shown: string[] = []
    airlock.stores.toast.subscribe((toast) => {
      if (toast.open) shown.push(toast.message)
    })
    airlock.open()
    await vi.waitFor(() => expect(shown).toEqual(['Invalid App Configuration']))
    airlock.close()
    airlock.open()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(paths().filter((path) => path === '/e')).toHaveLength(1)
    expect(shown).toEqual(['Invalid App Configuration'])
  })

  it('with features.analytics false sends no event and no config request', async () => {
    const { paths } = stubServices()
    const airlock = make({ apiUrls, features: { analytics: false } })
    airlock.open()
    await vi.waitFor(() => expect(airlock.walletCatalog.store.getState().status).toBe('ready'))
    airlock.close()
    await new Promise((resolve) => setTimeout(resolve, 20))
    // The recommended list (and its icons); nothing for analytics.
    expect(paths()).toEqual(['/getWallets'])
  })
})
