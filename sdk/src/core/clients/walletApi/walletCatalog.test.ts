import { WALLETS_PAGE_ENTRIES, WALLETS_RECOMMENDED_ENTRIES } from '@airlock/protocol'
import { describe, expect, it } from 'vitest'
import { createFakeWalletApi, fakeWallet, fakeWallets, objectUrls } from './fakeWalletApi'
import { createWalletCatalog, type WalletCatalogOptions } from './walletCatalog'

const CHAINS = ['eip155:1', 'eip155:137']

function catalogOf(
  wallets = fakeWallets(100),
  options: Partial<WalletCatalogOptions> = {},
  api = createFakeWalletApi(wallets),
) {
  const catalog = createWalletCatalog({ api, chains: CHAINS, ...objectUrls, ...options })
  const ids = (key: 'featured' | 'recommended' | 'wallets' | 'list') =>
    catalog.store.getState()[key].map((wallet) => wallet.id)
  return { catalog, api, ids, state: () => catalog.store.getState() }
}

describe('recommended and featured', () => {
  it('fetches 4 recommended for the dapp networks, excluding featured and excluded ids', async () => {
    const { catalog, api, ids, state } = catalogOf(fakeWallets(100), {
      featuredWalletIds: ['w9', 'w3'],
      excludeWalletIds: ['w1'],
    })
    await catalog.load()
    expect(api.calls).toContainEqual({
      page: 1,
      entries: WALLETS_RECOMMENDED_ENTRIES,
      include: undefined,
      exclude: ['w1', 'w9', 'w3'],
      chains: CHAINS,
    })
    expect(api.calls).toContainEqual({ page: 1, entries: 2, include: ['w9', 'w3'] })
    expect(WALLETS_RECOMMENDED_ENTRIES).toBe(4)
    // Featured first, in featuredWalletIds order (the server answers w3 before w9).
    expect(ids('featured')).toEqual(['w9', 'w3'])
    expect(ids('recommended')).toEqual(['w2', 'w4', 'w5', 'w6'])
    expect(ids('list')).toEqual(['w9', 'w3', 'w2', 'w4', 'w5', 'w6'])
    expect(state()).toMatchObject({ status: 'ready', error: undefined })
  })

  it('loads once; a second call shares the first', async () => {
    const { catalog, api } = catalogOf()
    await Promise.all([catalog.load(), catalog.load()])
    await catalog.load()
    expect(api.calls).toHaveLength(1)
  })

  it('never shows an excluded wallet, even a featured one; include limits recommended', async () => {
    const { catalog, api, ids } = catalogOf(fakeWallets(20), {
      featuredWalletIds: ['w5', 'w6'],
      excludeWalletIds: ['w6'],
      includeWalletIds: ['w7', 'w8'],
    })
    await catalog.load()
    expect(api.calls.find((call) => call.entries === 4)?.include).toEqual(['w7', 'w8'])
    expect(ids('list')).toEqual(['w5', 'w7', 'w8'])
  })

  it('preloads the icons and publishes them with the wallets', async () => {
    const { catalog, api, state } = catalogOf(fakeWallets(6))
    await catalog.load()
    expect(api.getImage).toHaveBeenCalledWith('wallet', 'img1', expect.any(AbortSignal))
    expect(Object.keys(state().images).sort()).toEqual(['img1', 'img2', 'img3', 'img4'])
    expect(await catalog.loadImage('img1')).toBe(state().images.img1)
    expect(await catalog.loadImage('usd', 'currency')).toMatch(/^blob:fake\//)
    expect(api.getImage).toHaveBeenCalledWith('currency', 'usd', expect.any(AbortSignal))
  })

  it('reports a failure and retries on the next load', async () => {
    let down = true
    const api = createFakeWalletApi(fakeWallets(10), { fail: () => down })
    const { catalog, state, ids } = catalogOf(undefined, {}, api)
    await catalog.load()
    expect(state()).toMatchObject({ status: 'error', error: 'Something went wrong' })
    down = false
    await catalog.load()
    expect(state()).toMatchObject({ status: 'ready', error: undefined })
    expect(ids('recommended')).toHaveLength(4)
  })
})

describe('pages', () => {
  it("knows the catalogue's size from the first load, before any page", async () => {
    const { catalog, api, state } = catalogOf(fakeWallets(90), { featuredWalletIds: ['w50'] })
    await catalog.load()
    expect(api.calls.filter((call) => call.entries === WALLETS_PAGE_ENTRIES)).toHaveLength(0)
    expect(state()).toMatchObject({ page: 0, total: 90 })
  })

  it('fetches 40 a page without the wallets already shown, de-duplicated, until all are in', async () => {
    const { catalog, api, ids, state } = catalogOf(fakeWallets(90), {
      featuredWalletIds: ['w50'],
    })
    await catalog.fetchNextPage()
    const first = api.calls.find((call) => call.entries === WALLETS_PAGE_ENTRIES)
    expect(first).toEqual({
      page: 1,
      entries: 40,
      include: undefined,
      exclude: ['w50', 'w1', 'w2', 'w3', 'w4'],
      chains: CHAINS,
    })
    expect(state()).toMatchObject({ page: 1, hasMore: true, pageStatus: 'ready', total: 90 })
    await catalog.fetchNextPage()
    await catalog.fetchNextPage()
    expect(state()).toMatchObject({ page: 3, hasMore: false })
    await catalog.fetchNextPage()
    expect(api.calls.filter((call) => call.entries === 40).map((call) => call.page)).toEqual([
      1, 2, 3,
    ])
    const list = ids('list')
    expect(list.slice(0, 5)).toEqual(['w50', 'w1', 'w2', 'w3', 'w4'])
    expect(new Set(list).size).toBe(list.length)
    expect(list).toHaveLength(90)
    expect(state().total).toBe(90)
  })

  it('shares a page request made twice', async () => {
    const { catalog, api } = catalogOf()
    await Promise.all([catalog.fetchNextPage(), catalog.fetchNextPage()])
    expect(api.calls.filter((call) => call.entries === 40)).toHaveLength(1)
  })

  it('drops a page wallet the list already holds', async () => {
    const dupes = [...fakeWallets(6), fakeWallet(2)]
    const { catalog, ids } = catalogOf(dupes)
    await catalog.fetchNextPage()
    expect(ids('list')).toEqual(['w1', 'w2', 'w3', 'w4', 'w5', 'w6'])
  })

  it('keeps the page on failure so the next call retries it', async () => {
    let down = false
    const api = createFakeWalletApi(fakeWallets(100), {
      fail: (call) => down && call.entries === 40,
    })
    const { catalog, state } = catalogOf(undefined, {}, api)
    await catalog.load()
    down = true
    await catalog.fetchNextPage()
    expect(state()).toMatchObject({ page: 0, pageStatus: 'error', error: 'Something went wrong' })
    down = false
    await catalog.fetchNextPage()
    expect(state()).toMatchObject({ page: 1, pageStatus: 'ready', error: undefined })
  })
})

describe('installed wallets', () => {
  const wallets = fakeWallets(8)
  const installedRdns = () => ['com.wallet2', 'com.wallet5']

  it('are left out by default (the Connect view shows them already)', async () => {
    const { catalog, ids } = catalogOf(wallets, { installedRdns })
    await catalog.fetchNextPage()
    expect(ids('list')).toEqual(['w1', 'w3', 'w4', 'w6', 'w7', 'w8'])
  })

  it('are kept and flagged with installedWallets: flag', async () => {
    const { catalog, state } = catalogOf(wallets, { installedRdns, installedWallets: 'flag' })
    await catalog.fetchNextPage()
    const flagged = state().list.filter((wallet) => wallet.installed)
    expect(flagged.map((wallet) => wallet.id)).toEqual(['w2', 'w5'])
    expect(state().list).toHaveLength(8)
  })
})

describe('dispose', () => {
  it('aborts open requests and writes nothing afterwards', async () => {
    const { catalog, api, state } = catalogOf()
    const loading = catalog.load()
    catalog.dispose()
    await loading
    expect(api.signals[0]?.aborted).toBe(true)
    expect(state().recommended).toEqual([])
    await catalog.fetchNextPage()
    await catalog.search('wallet')
    expect(api.calls).toHaveLength(1)
  })
})
