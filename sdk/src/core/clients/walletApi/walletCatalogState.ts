import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ImageKind, WalletListItem } from './types'

/**
 * The catalogue's state and the interface the views use. Loaded eagerly (it is
 * tiny), so a view can subscribe before the catalogue code itself has loaded.
 */

export type CatalogStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface CatalogWallet extends WalletListItem {
  /** An installed extension announced this wallet's rdns (EIP-6963). Only ever true when installed wallets are flagged, not excluded. */
  installed: boolean
}

export interface WalletSearchState {
  /** The trimmed query; '' when no search is active. */
  query: string
  badge: string | undefined
  results: CatalogWallet[]
  /** Matches on the server (results hold at most 100). */
  count: number
  /** 'loading' from the keystroke on, through the 300 ms wait and the request. */
  status: CatalogStatus
  error: string | undefined
}

export interface WalletCatalogState {
  /** featuredWalletIds, in that order. */
  featured: CatalogWallet[]
  /** Up to 4 wallets the API recommends, none of them featured. */
  recommended: CatalogWallet[]
  /** Pages fetched so far (40 each), none of them featured or recommended. */
  wallets: CatalogWallet[]
  /** What AllWallets lists: featured, recommended, then the pages; each id once. */
  list: CatalogWallet[]
  /** How long `list` will be once every page is in (for a virtualized list's height). */
  total: number
  /** Pages fetched; 0 before the first. */
  page: number
  hasMore: boolean
  /** Featured + recommended. */
  status: CatalogStatus
  /** The page being fetched by fetchNextPage. */
  pageStatus: CatalogStatus
  /** Message of the last failed load or page (cleared by the next success). */
  error: string | undefined
  search: WalletSearchState
  /** image_id → object URL of each wallet image loaded so far. */
  images: Record<string, string>
}

export type WalletCatalogStore = StoreApi<WalletCatalogState>

export interface WalletSearchOptions {
  /** Sent as badge_type (e.g. 'certified'). */
  badge?: string | undefined
}

/**
 * The catalogue of SPEC §7: framework-free; views subscribe to `store` and call
 * the methods. No method ever rejects: failures land in the store's status and error.
 */
export interface WalletCatalog {
  readonly store: WalletCatalogStore
  /** Featured + recommended. Runs once; after a failure the next call retries. */
  load(): Promise<void>
  /** The next page of 40; a call while one is in flight shares it. No-op when all are in. */
  fetchNextPage(): Promise<void>
  /**
   * Searches after 300 ms without a newer call; a newer call cancels this one
   * (its request is aborted and its answer never lands). '' clears the search.
   * Settles when this search has landed, failed or been superseded.
   */
  search(query: string, options?: WalletSearchOptions): Promise<void>
  /** An image as an object URL (2 s timeout); undefined when it failed or timed out. */
  loadImage(imageId: string, kind?: ImageKind): Promise<string | undefined>
  /** Aborts requests and timers, revokes the object URLs. */
  dispose(): void
}

export const initialSearchState = (): WalletSearchState => ({
  query: '',
  badge: undefined,
  results: [],
  count: 0,
  status: 'idle',
  error: undefined,
})

/**
 * A fresh store. `empty`: no wallet API is configured, so the catalogue is
 * simply empty and already 'ready' (nothing will ever load).
 */
export function createWalletCatalogStore(empty = false): WalletCatalogStore {
  return createStore<WalletCatalogState>()(() => ({
    featured: [],
    recommended: [],
    wallets: [],
    list: [],
    total: 0,
    page: 0,
    hasMore: !empty,
    status: empty ? 'ready' : 'idle',
    pageStatus: empty ? 'ready' : 'idle',
    error: undefined,
    search: initialSearchState(),
    images: {},
  }))
}
