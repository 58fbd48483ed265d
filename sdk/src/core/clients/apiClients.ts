import { AirlockError, ErrorCatalogue } from '@airlock/protocol'
import type { CaipNetwork } from '../networks/types'
import type { AirlockStores } from '../stores/airlockStores'
import type { AnalyticsClient } from './analytics/analyticsClient'
import type { StartedApiClients } from './apiClientsChunk'
import { createWalletCatalogStore, type WalletCatalog } from './walletApi/walletCatalogState'

/**
 * Where the third-party services of SPEC §7 live. Airlock is self-hostable and
 * hard-wires no vendor host: each one is unset by default, and unset means off.
 * - `walletApi` unset: the wallet catalogue is empty (no recommended wallets, no
 *   AllWallets list beyond what the page itself finds) and the remote analytics
 *   switch (`/getAnalyticsConfig`) is not asked.
 * - `analytics` unset: no event is ever sent.
 * - `blockchainApi` unset: what needs it (balances by API, history, swaps,
 *   names) is unavailable; it is carried here for the clients that use it.
 */
export interface ApiUrls {
  walletApi?: string | undefined
  blockchainApi?: string | undefined
  analytics?: string | undefined
}

export interface ApiClientsOptions {
  projectId: string
  networks: readonly CaipNetwork[]
  apiUrls?: ApiUrls | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
}

/** What analytics needs of the instance's event emitter (airlockEvents.ts): its events are tracked. */
export interface AnalyticsEventSource {
  subscribe(listener: (event: { type: string; data: Record<string, unknown> }) => void): () => void
}

/** The instance owns their lifetime, so views and dapps get them without `dispose`. */
export type InstanceWalletCatalog = Omit<WalletCatalog, 'dispose'>
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
 * (apiClientsChunk.ts) loaded on the first open or the first event that may be
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
  let started: Promise<StartedApiClients | undefined> | undefined
  let disposed = false

  function start(): Promise<StartedApiClients | undefined> {
    started ??= import('./apiClientsChunk').then(
      (chunk) => chunk.startApiClients(stores, options, store),
      () => {
        // Offline, or a deploy replaced the chunk: say so; the next call retries.
        started = undefined
        if (urls.walletApi)
          store.setState({ status: 'error', error: ErrorCatalogue.SOMETHING_WENT_WRONG })
        return undefined
      },
    )
    return started
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
    const origin = window.location.origin
    void later(
      !!urls.walletApi,
      (clients) => clients.isOriginAllowed,
      (check) => check(origin),
    ).then((allowed) => {
      if (allowed === false && !disposed)
        stores.toast.getState().showError(new AirlockError('UNVERIFIED_DOMAIN'))
    })
  }

  const walletCatalog: InstanceWalletCatalog = {
    store,
    load: () => {
      checkPageOrigin()
      return catalog((target) => target.load())
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
      void started?.then((clients) => {
        clients?.walletCatalog?.dispose()
        clients?.analytics?.dispose()
      })
    },
  }
}
