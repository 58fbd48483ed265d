import {
  AirlockError,
  ErrorCatalogue,
  WALLETS_PAGE_ENTRIES,
  WALLETS_RECOMMENDED_ENTRIES,
} from '@airlock/protocol'
import { createImageCache } from './imageCache'
import type { GetWalletsParameters, ImageKind, WalletListItem } from './types'
import type { WalletApiClient } from './walletApiClient'
import {
  type CatalogWallet,
  createWalletCatalogStore,
  type WalletCatalog,
  type WalletCatalogState,
  type WalletCatalogStore,
} from './walletCatalogState'
import { createWalletSearch } from './walletSearch'

export interface WalletCatalogOptions {
  api: Pick<WalletApiClient, 'getWallets' | 'getImage'>
  /** The store to fill (the lazy facade made it before this module loaded); a new one otherwise. */
  store?: WalletCatalogStore | undefined
  /** Shown first, in this order; never filtered by includeWalletIds (the dapp chose them). */
  featuredWalletIds?: readonly string[] | undefined
  /** When set, only these wallets are recommended, listed and found. */
  includeWalletIds?: readonly string[] | undefined
  /** Never shown, wherever they come from. */
  excludeWalletIds?: readonly string[] | undefined
  /** CAIP-2 ids of the dapp's networks: only wallets supporting one of them are listed. */
  chains?: readonly string[] | undefined
  /** rdns of the wallets installed extensions announced (EIP-6963); read at each update. */
  installedRdns?: (() => readonly string[]) | undefined
  /** 'exclude' (default): the Connect view already shows them. 'flag': keep them, `installed: true`. */
  installedWallets?: 'exclude' | 'flag' | undefined
  /** Wait for a page's icons (each capped at 2 s) before showing it; default true. */
  preloadImages?: boolean | undefined
  /** For tests: jsdom has no object URLs. */
  createObjectURL?: ((blob: Blob) => string) | undefined
  revokeObjectURL?: ((url: string) => void) | undefined
}

/** Internals shared with the search half (walletSearch.ts). */
export interface CatalogContext {
  options: WalletCatalogOptions
  store: WalletCatalogStore
  /** Aborted on dispose; every request's signal follows it. */
  lifetime: AbortSignal
  /** Installed flag / exclusion, exclude list, dedupe by id. */
  present(items: readonly WalletListItem[]): CatalogWallet[]
  /** Query params every list call shares (include, chains). */
  baseQuery(): Pick<GetWalletsParameters, 'include' | 'chains'>
  /** Loads the icons of `items` (each bounded by the image timeout) into the store's `images`. */
  preload(items: readonly CatalogWallet[]): Promise<void>
  errorMessage(error: unknown): string
}

const uniqueById = <T extends { id: string }>(items: readonly T[]): T[] => {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id))
}

/** The wallet catalogue: featured, recommended, pages and search over one wallet API client. */
export function createWalletCatalog(options: WalletCatalogOptions): WalletCatalog {
  const store = options.store ?? createWalletCatalogStore()
  const lifetime = new AbortController()
  const featuredIds = options.featuredWalletIds ?? []
  const excluded = new Set(options.excludeWalletIds ?? [])
  const images = createImageCache({
    fetchBlob: (key, signal) => {
      const [kind, id] = splitKey(key)
      return options.api.getImage(kind, id, signal)
    },
    createObjectURL: options.createObjectURL,
    revokeObjectURL: options.revokeObjectURL,
  })

  const ctx: CatalogContext = {
    options,
    store,
    lifetime: lifetime.signal,
    present(items) {
      const installed = new Set(options.installedRdns?.() ?? [])
      const flag = options.installedWallets === 'flag'
      const out: CatalogWallet[] = []
      for (const item of uniqueById(items)) {
        if (excluded.has(item.id)) continue
        const isInstalled = item.rdns !== null && installed.has(item.rdns)
        if (isInstalled && !flag) continue
        out.push({ ...item, installed: isInstalled })
      }
      return out
    },
    baseQuery: () => ({ include: options.includeWalletIds, chains: options.chains }),
    async preload(items) {
      if (options.preloadImages === false) return
      const ids = items.flatMap((item) => item.image_id ?? [])
      await Promise.all(ids.map((id) => images.load(imageKey('wallet', id))))
      // Merged into the current map in one write, so concurrent loads never drop each other's.
      const next = { ...store.getState().images }
      for (const id of ids) {
        const url = images.get(imageKey('wallet', id))
        if (url) next[id] = url
      }
      if (!lifetime.signal.aborted) store.setState({ images: next })
    },
    errorMessage: (error) =>
      error instanceof AirlockError ? error.message : ErrorCatalogue.SOMETHING_WENT_WRONG,
  }
  const search = createWalletSearch(ctx)

  /** The server's count for the paged query (featured and recommended excluded). */
  let pageCount = 0
  /** The server's count for the recommended query (featured excluded): the size before any page. */
  let recommendedCount = 0
  let loading: Promise<void> | undefined
  let paging: Promise<void> | undefined

  function publish(patch: Partial<WalletCatalogState>): void {
    const next = { ...store.getState(), ...patch }
    const list = uniqueById([...next.featured, ...next.recommended, ...next.wallets])
    const shown = next.featured.length + next.recommended.length
    const known = next.page > 0 ? shown + pageCount : next.featured.length + recommendedCount
    store.setState({ ...patch, list, total: Math.max(list.length, known) })
  }

  async function fetchFeatured(): Promise<CatalogWallet[]> {
    if (featuredIds.length === 0) return []
    const { data } = await options.api.getWallets(
      { page: 1, entries: featuredIds.length, include: featuredIds },
      lifetime.signal,
    )
    const order = (item: WalletListItem) => featuredIds.indexOf(item.id)
    return ctx.present([...data].sort((a, b) => order(a) - order(b)))
  }

  async function fetchRecommended(): Promise<CatalogWallet[]> {
    const { data, count } = await options.api.getWallets(
      {
        page: 1,
        entries: WALLETS_RECOMMENDED_ENTRIES,
        ...ctx.baseQuery(),
        exclude: [...excluded, ...featuredIds],
      },
      lifetime.signal,
    )
    recommendedCount = count
    return ctx.present(data)
  }

  async function runLoad(): Promise<void> {
    publish({ status: 'loading', error: undefined })
    const [featured, recommended] = await Promise.allSettled([fetchFeatured(), fetchRecommended()])
    const items = [featured, recommended].flatMap((r) => (r.status === 'fulfilled' ? r.value : []))
    await ctx.preload(items)
    if (lifetime.signal.aborted) return
    const failure = [featured, recommended].find((r) => r.status === 'rejected')
    // A half-failed load keeps what arrived; the next load() retries both.
    if (failure) loading = undefined
    publish({
      featured: featured.status === 'fulfilled' ? featured.value : store.getState().featured,
      recommended:
        recommended.status === 'fulfilled' ? recommended.value : store.getState().recommended,
      status: failure ? 'error' : 'ready',
      error: failure ? ctx.errorMessage(failure.reason) : undefined,
    })
  }

  function load(): Promise<void> {
    if (lifetime.signal.aborted) return Promise.resolve()
    loading ??= runLoad()
    return loading
  }

  async function runPage(): Promise<void> {
    await load()
    const state = store.getState()
    if (lifetime.signal.aborted || !state.hasMore) return
    const page = state.page + 1
    publish({ pageStatus: 'loading' })
    try {
      const { data, count } = await options.api.getWallets(
        {
          page,
          entries: WALLETS_PAGE_ENTRIES,
          ...ctx.baseQuery(),
          // Already shown above the pages; the server's count then matches what the pages hold.
          exclude: [...excluded, ...featuredIds, ...state.recommended.map((item) => item.id)],
        },
        lifetime.signal,
      )
      const shown = new Set(store.getState().list.map((item) => item.id))
      const fresh = ctx.present(data).filter((item) => !shown.has(item.id))
      await ctx.preload(fresh)
      if (lifetime.signal.aborted) return
      pageCount = count
      publish({
        wallets: [...store.getState().wallets, ...fresh],
        page,
        // An empty page ends the list even if the server's count promised more.
        hasMore: data.length > 0 && page * WALLETS_PAGE_ENTRIES < count,
        pageStatus: 'ready',
        error: undefined,
      })
    } catch (error) {
      if (!lifetime.signal.aborted) publish({ pageStatus: 'error', error: ctx.errorMessage(error) })
    }
  }

  return {
    store,
    load,
    fetchNextPage() {
      if (lifetime.signal.aborted) return Promise.resolve()
      paging ??= runPage().finally(() => {
        paging = undefined
      })
      return paging
    },
    search: (query, searchOptions) => search.search(query, searchOptions),
    async loadImage(imageId, kind = 'wallet') {
      const url = await images.load(imageKey(kind, imageId))
      if (url && kind === 'wallet' && !lifetime.signal.aborted) {
        const current = store.getState().images
        if (current[imageId] !== url) store.setState({ images: { ...current, [imageId]: url } })
      }
      return url
    },
    dispose() {
      lifetime.abort()
      search.dispose()
      images.dispose()
    },
  }
}

const KINDS: readonly ImageKind[] = ['wallet', 'asset', 'currency', 'token']
const imageKey = (kind: ImageKind, id: string) => `${kind}:${id}`
function splitKey(key: string): [ImageKind, string] {
  const at = key.indexOf(':')
  const kind = KINDS.find((candidate) => candidate === key.slice(0, at)) ?? 'wallet'
  return [kind, key.slice(at + 1)]
}
