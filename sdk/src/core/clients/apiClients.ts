import { ErrorCatalogue } from '@airlock/protocol'
import { lazyModule } from '../lazyModule'
import type { AirlockStores } from '../stores/airlockStores'
import type { AnalyticsClient } from './analytics/analyticsClient'
import type { ApiClientsOptions } from './apiClientsOptions'
import type { StartedApiClients } from './startApiClients'
import { createWalletCatalogStore, type WalletCatalog } from './walletApi/walletCatalogState'

/** What analytics needs of the instance's event emitter (airlockEvents.ts): its events are tracked. */
export interface AnalyticsEventSource {
  subscribe(listener: (event: { type: string; data: Record<string, unknown> }) => void): () => void
}

/** The instance owns their lifetime, so views and dapps get them without `dispose`. */
export type InstanceWalletCatalog = Omit<WalletCatalog, 'dispose'> & {
  /**
   * Starts the first load (featured, recommended and their icons) ahead of an open, e.g.
   * on hover or focus of a connect button, so the Connect view can show its wallets in
   * its first frame. The page's origin is checked at the open, as before. Never rejects.
   */
  prefetch(): void
}
export type InstanceAnalytics = Omit<AnalyticsClient, 'dispose'>

export interface ApiClients {
  walletCatalog: InstanceWalletCatalog
  analytics: InstanceAnalytics
  /** Removes the subscriptions, aborts requests, revokes image URLs. */
  dispose(): void
}

/**
 * The wallet catalogue and analytics of one instance, wired to its stores.
 * This file is all a page pays for up front: the clients live in one chunk
 * (startApiClients.ts) loaded on the first open or the first event that may be
 * sent. The catalogue loads featured + recommended on each open (once, really);
 * analytics tracks MODAL_OPEN / MODAL_CLOSE, the instance's events and error toasts.
 */
export function createApiClients(
  stores: AirlockStores,
  options: ApiClientsOptions,
  events?: AnalyticsEventSource,
): ApiClients {
  const urls = options.apiUrls ?? {}
  const store = createWalletCatalogStore(!urls.walletApi)
  const clients = lazyModule(() =>
    import('./startApiClients').then((chunk) => chunk.startApiClients(stores, options, store)),
  )
  let disposed = false

  function start(): Promise<StartedApiClients | undefined> {
    return clients.load().catch(() => {
      // Offline, or a deploy replaced the chunk: say so; the next call retries.
      if (urls.walletApi)
        store.setState({ status: 'error', error: ErrorCatalogue.SOMETHING_WENT_WRONG })
      return undefined
    })
  }

  function later<T, R>(
    wanted: boolean,
    pick: (clients: StartedApiClients) => T | undefined,
    call: (target: T) => Promise<R>,
  ): Promise<R | undefined> {
    if (!wanted || disposed) return Promise.resolve(undefined)
    return start().then((clients) => {
      const target = clients && !disposed ? pick(clients) : undefined
      return target === undefined ? undefined : call(target)
    })
  }

  const catalog = <R>(call: (target: WalletCatalog) => Promise<R>) =>
    later(!!urls.walletApi, (clients) => clients.walletCatalog, call)
  // Checked before anything loads: analytics off means no chunk, no config request, no event.
  const send = (call: (target: AnalyticsClient) => Promise<void>) =>
    later(
      !!urls.analytics &&
        typeof window !== 'undefined' &&
        stores.options.getState().features.analytics,
      (clients) => clients.analytics,
      call,
    )

  let originChecked = false
  // Once per instance, with the catalogue's first load: a page the project does not list is told so.
  function checkPageOrigin(): void {
    if (originChecked || typeof window === 'undefined') return
    originChecked = true
    void later(
      !!urls.walletApi,
      (clients) => clients.checkPageOrigin,
      (check) => check(() => !disposed),
    )
  }

  const walletCatalog: InstanceWalletCatalog = {
    store,
    load: () => {
      checkPageOrigin()
      return catalog((target) => target.load())
    },
    prefetch: () => {
      void catalog((target) => target.load())
    },
    fetchNextPage: () => catalog((target) => target.fetchNextPage()),
    search: (query, searchOptions) => catalog((target) => target.search(query, searchOptions)),
    loadImage: (imageId, kind) => catalog((target) => target.loadImage(imageId, kind)),
  }
  const analytics: InstanceAnalytics = {
    track: (event) => send((target) => target.track(event)),
    trackError: (error, event, properties) =>
      send((target) => target.trackError(error, event, properties)),
  }

  // The wallet list asked when the page is first idle (within 2 s), so a normal visit's first
  // open shows it in its first frame (issue 24 §4). The open shares it (load() runs once): one
  // request per page; none without a wallet API (catalog() checks) or on the server; no origin
  // check, hence no 'unverified domain' toast, before an open. Inline, not a helper: the page
  // start has ~10 B to spare. Browsers without requestIdleCallback keep the hover prefetch.
  globalThis.requestIdleCallback?.(walletCatalog.prefetch, { timeout: 2e3 })

  const unsubscribers = [
    stores.modal.subscribe(({ open }, previous) => {
      if (open === previous.open) return
      if (open) void walletCatalog.load()
      const connected = stores.connection.getState().status === 'connected'
      void analytics.track({
        event: open ? 'MODAL_OPEN' : 'MODAL_CLOSE',
        properties: { connected },
      })
    }),
    stores.toast.subscribe((toast, previous) => {
      const shown = toast.open && !(previous.open && previous.message === toast.message)
      if (shown && toast.variant === 'error') void analytics.trackError(toast.message)
    }),
    events?.subscribe(({ type, data }) => {
      // *_ERROR events are error telemetry: they share its 5-per-60-s limit.
      void (type.endsWith('_ERROR')
        ? analytics.trackError(data.message ?? type, type, data)
        : analytics.track({ event: type, properties: data }))
    }),
  ]

  return {
    walletCatalog,
    analytics,
    dispose() {
      disposed = true
      for (const unsubscribe of unsubscribers) unsubscribe?.()
      void clients.started()?.then(
        (started) => {
          started.walletCatalog?.dispose()
          started.analytics?.dispose()
        },
        () => {},
      )
    },
  }
}
