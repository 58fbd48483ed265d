import { WALLET_SEARCH_DEBOUNCE_MS, WALLETS_SEARCH_ENTRIES } from '@airlock/protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeWalletApi, type FakeWalletApiOptions, fakeWallet } from './fakeWalletApi'
import { createWalletCatalog } from './walletCatalog'
import type { WalletCatalog } from './walletCatalogState'

const wallets = [
  fakeWallet(1, { name: 'MetaMask' }),
  fakeWallet(2, { name: 'Trust Wallet' }),
  fakeWallet(3, { name: 'Rainbow' }),
  fakeWallet(4, { name: 'Metal Wallet' }),
  fakeWallet(5, { name: 'Phantom', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
]

let catalogs: WalletCatalog[] = []
function setup(options: FakeWalletApiOptions = {}, excludeWalletIds?: string[]) {
  const api = createFakeWalletApi(wallets, options)
  const catalog = createWalletCatalog({
    api,
    chains: ['eip155:1'],
    excludeWalletIds,
    preloadImages: false,
  })
  catalogs.push(catalog)
  const search = () => catalog.store.getState().search
  const names = () => search().results.map((wallet) => wallet.name)
  return { api, catalog, search, names }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  for (const catalog of catalogs) catalog.dispose()
  catalogs = []
  vi.useRealTimers()
})

describe('wallet search', () => {
  it('waits 300 ms after the last keystroke, then asks for 100 matches', async () => {
    const { api, catalog, search, names } = setup()
    void catalog.search('m')
    await vi.advanceTimersByTimeAsync(200)
    void catalog.search('me')
    await vi.advanceTimersByTimeAsync(200)
    const last = catalog.search(' meta ')
    expect(search()).toMatchObject({ query: 'meta', status: 'loading' })
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_DEBOUNCE_MS - 1)
    expect(api.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(api.calls).toEqual([
      {
        page: 1,
        entries: WALLETS_SEARCH_ENTRIES,
        search: 'meta',
        badge_type: undefined,
        include: undefined,
        chains: ['eip155:1'],
        exclude: undefined,
      },
    ])
    await vi.advanceTimersByTimeAsync(1)
    await last
    expect(names()).toEqual(['MetaMask', 'Metal Wallet'])
    expect(search()).toMatchObject({ status: 'ready', count: 2, error: undefined })
    expect(WALLET_SEARCH_DEBOUNCE_MS).toBe(300)
    expect(WALLETS_SEARCH_ENTRIES).toBe(100)
  })

  it('never lets an older answer overwrite a newer one, even from a server that ignores aborts', async () => {
    // 'meta' answers after 1 s, 'rain' after 10 ms: the older answer lands last.
    const { api, catalog, names } = setup({
      honourAbort: false,
      delayMs: (call) => (call.search === 'meta' ? 1_000 : 10),
    })
    const older = catalog.search('meta')
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_DEBOUNCE_MS + 5)
    expect(api.calls).toHaveLength(1)
    const newer = catalog.search('rain')
    expect(api.signals[0]?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_DEBOUNCE_MS + 10)
    await newer
    expect(names()).toEqual(['Rainbow'])
    await vi.advanceTimersByTimeAsync(1_000)
    await older
    expect(names()).toEqual(['Rainbow'])
  })

  it('settles a superseded search at once', async () => {
    const { catalog } = setup()
    let settled = false
    void catalog.search('meta').then(() => {
      settled = true
    })
    void catalog.search('rain')
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)
  })

  it('clears on an empty query and cancels the pending one', async () => {
    const { api, catalog, search } = setup()
    void catalog.search('meta')
    await catalog.search('   ')
    expect(search()).toMatchObject({ query: '', status: 'idle', results: [] })
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_DEBOUNCE_MS * 2)
    expect(api.calls).toHaveLength(0)
  })

  it('sends the badge and honours excluded ids', async () => {
    const { api, catalog, names } = setup({}, ['w1'])
    const done = catalog.search('meta', { badge: 'certified' })
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_DEBOUNCE_MS + 1)
    await done
    expect(api.calls[0]).toMatchObject({ badge_type: 'certified', exclude: ['w1'] })
    expect(names()).toEqual(['Metal Wallet'])
  })

  it('reports a failed search', async () => {
    const { catalog, search } = setup({ fail: () => true })
    const done = catalog.search('meta')
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_DEBOUNCE_MS + 1)
    await done
    expect(search()).toMatchObject({ status: 'error', error: 'Something went wrong' })
  })

  it('leaves no timer behind on dispose', async () => {
    const { catalog } = setup()
    const pending = catalog.search('meta')
    catalog.dispose()
    await pending
    expect(vi.getTimerCount()).toBe(0)
  })
})
