import { afterEach, describe, expect, it, vi } from 'vitest'
import { localhost } from '../networks/localhost'
import { createAirlockStores } from '../stores/airlockStores'
import type { Features } from '../stores/optionsStore'
import { testMetadata } from '../testing/airlockHarness'
import { type AnalyticsEventSource, type ApiClients, createApiClients } from './apiClients'
import type { ApiUrls } from './apiClientsOptions'
import { fakeApiUrls, stubServices } from './fakeServices'

type Listener = Parameters<AnalyticsEventSource['subscribe']>[0]

const made: ApiClients[] = []
function setup(apiUrls: ApiUrls | undefined, features: Partial<Features> = {}) {
  const stores = createAirlockStores([localhost], {
    projectId: 'p1',
    metadata: testMetadata,
    secureSiteUrl: 'https://secure.example',
    features,
  })
  const listeners = new Set<Listener>()
  const events: AnalyticsEventSource = {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const emit = (type: string, data: Record<string, unknown>) => {
    for (const listener of listeners) listener({ type, data })
  }
  const clients = createApiClients(
    stores,
    { projectId: 'p1', networks: [localhost], apiUrls },
    events,
  )
  made.push(clients)
  return { stores, clients, emit, listeners }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

afterEach(() => {
  for (const clients of made.splice(0)) clients.dispose()
  vi.unstubAllGlobals()
})

describe('catalogue wiring', () => {
  it('without a wallet API: empty, ready, and nothing is fetched', async () => {
    const { fetch } = stubServices()
    const { clients } = setup({ analytics: undefined })
    const { walletCatalog } = clients
    expect(walletCatalog.store.getState()).toMatchObject({ status: 'ready', hasMore: false })
    await walletCatalog.load()
    await walletCatalog.fetchNextPage()
    await walletCatalog.search('wallet')
    expect(await walletCatalog.loadImage('img1')).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('loads the code on first use and fills the store it handed out from the start', async () => {
    const { paths, fetch } = stubServices({ walletCount: 50 })
    const { walletCatalog } = setup({ walletApi: fakeApiUrls.walletApi }).clients
    const lengths: number[] = []
    walletCatalog.store.subscribe((state) => lengths.push(state.list.length))
    expect(fetch).not.toHaveBeenCalled()
    await walletCatalog.fetchNextPage()
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /^https:\/\/wallets\.example\/getWallets\?projectId=p1&st=airlock&sv=airlock-\d+\.\d+\.\d+&/,
    )
    expect(paths()).toEqual(['/getWallets', '/getWallets'])
    expect(lengths.at(-1)).toBe(44)
  })

  it('prefetch loads the wallets and their icons ahead of the open, without checking the origin yet', async () => {
    const { paths } = stubServices({ walletCount: 50 })
    const { walletCatalog } = setup({ walletApi: fakeApiUrls.walletApi }).clients
    walletCatalog.prefetch()
    await vi.waitFor(() => expect(walletCatalog.store.getState().status).toBe('ready'))
    expect(paths()).toContain('/getWallets')
    // The allowlist check (and its toast) stays with the open.
    expect(paths().filter((path) => path.includes('origins'))).toEqual([])
    const listRequests = () => paths().filter((path) => path === '/getWallets').length
    const prefetched = listRequests()
    // The open's load is the prefetched one: nothing is asked twice.
    await walletCatalog.load()
    await settle()
    expect(listRequests()).toBe(prefetched)
  })

  it('does nothing once disposed, even while the code was loading', async () => {
    const { fetch } = stubServices()
    const { clients } = setup(fakeApiUrls)
    const loading = clients.walletCatalog.load()
    clients.dispose()
    await loading
    await clients.walletCatalog.fetchNextPage()
    await clients.analytics.track({ event: 'MODAL_OPEN' })
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('analytics wiring', () => {
  it('with the feature off sends nothing, not even the config request', async () => {
    const { fetch } = stubServices()
    const { clients, stores, emit } = setup(fakeApiUrls, { analytics: false })
    await clients.analytics.track({ event: 'MODAL_OPEN' })
    await clients.analytics.trackError(new Error('x'))
    stores.toast.getState().showError('Something went wrong')
    emit('CONNECT_SUCCESS', { name: 'W' })
    await settle()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('without an analytics URL sends nothing', async () => {
    const { paths } = stubServices()
    const { clients } = setup({ walletApi: fakeApiUrls.walletApi })
    await clients.analytics.track({ event: 'MODAL_OPEN' })
    expect(paths()).toEqual([])
  })

  it('asks the wallet API once, then sends; obeys a project with analytics off', async () => {
    const on = stubServices()
    const { clients } = setup(fakeApiUrls)
    await clients.analytics.track({ event: 'A' })
    await clients.analytics.track({ event: 'B' })
    expect(on.paths()).toEqual(['/getAnalyticsConfig', '/e', '/e'])
    vi.unstubAllGlobals()
    const off = stubServices({ analyticsEnabled: false })
    await setup(fakeApiUrls).clients.analytics.track({ event: 'A' })
    expect(off.paths()).toEqual(['/getAnalyticsConfig'])
  })

  it('without a wallet API sends straight away', async () => {
    const { paths } = stubServices()
    await setup({ analytics: fakeApiUrls.analytics }).clients.analytics.track({ event: 'A' })
    expect(paths()).toEqual(['/e'])
  })

  it("tracks the instance's events; *_ERROR ones as rate-limited error telemetry", async () => {
    const { events } = stubServices()
    const { emit } = setup(fakeApiUrls)
    emit('SWITCH_NETWORK', { network: 'eip155:1' })
    for (let i = 0; i < 7; i++) emit('DISCONNECT_ERROR', { message: `failed ${i}` })
    await settle()
    expect(events[0]).toEqual({ event: 'SWITCH_NETWORK', network: 'eip155:1' })
    const errors = events.filter((props) => props.event === 'DISCONNECT_ERROR')
    expect(errors).toHaveLength(5)
    expect(errors[0]).toMatchObject({ type: 'error', errorMessage: 'failed 0' })
  })

  it('tracks error toasts, and stops listening on dispose', async () => {
    const { events } = stubServices()
    const { stores, clients, listeners } = setup(fakeApiUrls)
    stores.toast.getState().showError(new Error('Token Balance Unavailable'))
    await settle()
    expect(events).toEqual([
      expect.objectContaining({ event: 'ERROR', errorMessage: 'Token Balance Unavailable' }),
    ])
    clients.dispose()
    expect(listeners.size).toBe(0)
    stores.modal.getState().setOpen(true)
    await settle()
    expect(events).toHaveLength(1)
  })
})

describe('the idle prefetch of the wallet list', () => {
  function stubIdle() {
    const idle = vi.fn<(run: () => void, options?: { timeout?: number }) => number>(() => 1)
    vi.stubGlobal('requestIdleCallback', idle)
    return { idle, run: () => idle.mock.calls[0]?.[0]() }
  }

  it('asks the list once the page is idle (within 2 s), and the open shares it', async () => {
    const { paths, fetch } = stubServices({ walletCount: 50 })
    const { idle, run } = stubIdle()
    const { clients, stores } = setup({ walletApi: fakeApiUrls.walletApi })
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 })
    expect(paths()).toEqual([])
    run()
    await vi.waitFor(() => expect(clients.walletCatalog.store.getState().status).toBe('ready'))
    const lists = () => paths().filter((path) => path === '/getWallets').length
    const prefetched = lists()
    expect(prefetched).toBeGreaterThan(0)
    // No origin check before an open (originAllowlist.airlock.test.ts: nor its toast).
    expect(fetch.mock.calls.filter((call) => String(call[0]).includes('/origins'))).toEqual([])
    stores.modal.setState({ open: true })
    await clients.walletCatalog.load()
    await settle()
    expect(lists()).toBe(prefetched)
  })

  it('asks nothing without a wallet API, nor once disposed', async () => {
    const { fetch } = stubServices()
    const { run } = stubIdle()
    setup({ analytics: fakeApiUrls.analytics })
    run()
    await settle()
    const { idle } = stubIdle()
    const { clients } = setup({ walletApi: fakeApiUrls.walletApi })
    clients.dispose()
    idle.mock.calls[0]?.[0]()
    await settle()
    expect(fetch).not.toHaveBeenCalled()
  })
})
