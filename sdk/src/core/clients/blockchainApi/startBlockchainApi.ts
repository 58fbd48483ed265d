import { createCachedQueries } from '../../query/cachedQueries'
import { createAirlockQueryClient } from '../../query/queryClient'
import { SDK_TYPE, SDK_VERSION_STRING } from '../../version'
import { createBlockchainApiClient } from './blockchainApiClient'
import type { BlockchainApi, BlockchainApiServiceOptions } from './blockchainApiService'

/**
 * The lazy half of blockchainApiService.ts: the SPEC §9 caches over a query-core
 * QueryClient (the dapp's when it passes one; local storage keeps answers for
 * the next visit) and the client over them when an API URL is configured.
 */
export function startBlockchainApi(options: BlockchainApiServiceOptions): BlockchainApi {
  const queries = createCachedQueries(options.queryClient ?? createAirlockQueryClient())
  const baseUrl = options.apiUrls?.blockchainApi
  const client = baseUrl
    ? createBlockchainApiClient({
        baseUrl,
        projectId: options.projectId,
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION_STRING,
        queries,
      })
    : undefined
  return { client, queries }
}
