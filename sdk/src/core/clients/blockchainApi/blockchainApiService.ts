import type { QueryClient } from '@tanstack/query-core'
import { lazyModule } from '../../lazyModule'
import type { CachedQueries } from '../../query/cachedQueries'
import type { BlockchainApiClient } from './blockchainApiClient'

/** What the service is built from: createAirlock's options. */
export interface BlockchainApiServiceOptions {
  projectId: string
  apiUrls?: { blockchainApi?: string | undefined } | undefined
  /** The dapp's QueryClient (option `queryClient`); the instance makes its own without one. */
  queryClient?: QueryClient | undefined
}

/** The loaded service: the client and the SPEC §9 caches it (and the RPC reads) go through. */
export interface BlockchainApi {
  /** Undefined without `apiUrls.blockchainApi`: the features that need it are unavailable then. */
  client: BlockchainApiClient | undefined
  queries: CachedQueries
}

/**
 * The blockchain API client and its caches, one per instance, shared by
 * balances, history, names, swap and the on-ramp. Nothing of it is on the
 * page start: a feature whose implementation needs it loads both at once
 * (`Promise.all([import('./x.impl'), deps.api.load()])`, one round trip),
 * and its implementation reads `deps.api.loaded()`.
 */
export interface BlockchainApiService {
  /** `apiUrls.blockchainApi` is set: known from page start, before anything loads. */
  readonly configured: boolean
  /** Loads and starts the service once; a chunk that failed to load is tried again. */
  load(): Promise<BlockchainApi>
  /** The service once loaded; never starts it. */
  loaded(): BlockchainApi | undefined
}

export function createBlockchainApiService(
  options: BlockchainApiServiceOptions,
): BlockchainApiService {
  const api = lazyModule(() =>
    import('./startBlockchainApi').then((chunk) => chunk.startBlockchainApi(options)),
  )
  return {
    configured: !!options.apiUrls?.blockchainApi,
    load: () => api.load(),
    loaded: () => api.loaded(),
  }
}

/** For a started implementation: the service its load brought (an error if it did not). */
export function loadedApi(service: BlockchainApiService): BlockchainApi {
  const api = service.loaded()
  if (!api) throw new Error('the blockchain API service is loaded with the feature')
  return api
}
