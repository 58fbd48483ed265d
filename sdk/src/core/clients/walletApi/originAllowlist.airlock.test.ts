// @vitest-environment-options { "url": "https://app.dapp.example/swap" }
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance, CreateAirlockOptions } from '../../createAirlock'
import { createTestAirlock } from '../../testing/airlockHarness'
import { fakeApiUrls as apiUrls, stubServices } from '../fakeServices'

const instances: AirlockInstance[] = []
function make(options: Partial<CreateAirlockOptions> = {}) {
  const instance = createTestAirlock({ ...options })
  instances.push(instance)
  return instance
}

afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
  vi.unstubAllGlobals()
})

const toastsOf = (airlock: AirlockInstance) => {
  const shown: string[] = []
  airlock.stores.toast.subscribe((toast) => {
    if (toast.open) shown.push(toast.message)
  })
  return shown
}
const originRequests = (fetch: ReturnType<typeof stubServices>['fetch']) =>
  fetch.mock.calls
    .map((call) => new URL(String(call[0])))
    .filter((url) => url.pathname === '/projects/v1/origins')
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe("the project's origin allowlist, on https://app.dapp.example", () => {
  it("shows 'Unverified Domain' once when the page's origin is not listed", async () => {
    const { fetch } = stubServices({ allowedOrigins: ['https://*.other.example'] })
    const airlock = make({ apiUrls })
    const shown = toastsOf(airlock)
    airlock.open()
    await vi.waitFor(() => expect(shown).toEqual(['Unverified Domain']))
    airlock.close()
    airlock.open()
    await vi.waitFor(() => expect(airlock.walletCatalog.store.getState().status).toBe('ready'))
    await settle()
    expect(originRequests(fetch)).toHaveLength(1)
    expect(originRequests(fetch)[0]?.searchParams.get('projectId')).toBe(
      airlock.stores.options.getState().projectId,
    )
    expect(shown).toEqual(['Unverified Domain'])
  })

  it.each([
    ['the origin is listed', ['https://app.dapp.example']],
    ['a one-label wildcard matches it', ['https://*.dapp.example']],
    ['no allowlist is configured', []],
  ])('stays quiet when %s', async (_case, allowedOrigins) => {
    const { fetch } = stubServices({ allowedOrigins })
    const airlock = make({ apiUrls })
    const shown = toastsOf(airlock)
    airlock.open()
    await vi.waitFor(() => expect(originRequests(fetch)).toHaveLength(1))
    await vi.waitFor(() => expect(airlock.walletCatalog.store.getState().status).toBe('ready'))
    await settle()
    expect(shown).toEqual([])
  })

  it('checks nothing at the idle prefetch of the wallet list: the toast waits for the open', async () => {
    const { fetch } = stubServices({ allowedOrigins: ['https://*.other.example'] })
    const idle = vi.fn<(run: () => void) => number>(() => 1)
    vi.stubGlobal('requestIdleCallback', idle)
    const airlock = make({ apiUrls })
    const shown = toastsOf(airlock)
    idle.mock.calls[0]?.[0]()
    await vi.waitFor(() => expect(airlock.walletCatalog.store.getState().status).toBe('ready'))
    await settle()
    expect(originRequests(fetch)).toHaveLength(0)
    expect(shown).toEqual([])
    airlock.open()
    await vi.waitFor(() => expect(shown).toEqual(['Unverified Domain']))
    expect(originRequests(fetch)).toHaveLength(1)
  })

  it('asks nothing without a wallet API', async () => {
    const { fetch } = stubServices({ allowedOrigins: ['https://elsewhere.example'] })
    const airlock = make()
    const shown = toastsOf(airlock)
    airlock.open()
    await settle()
    expect(originRequests(fetch)).toHaveLength(0)
    expect(shown).toEqual([])
  })
})
