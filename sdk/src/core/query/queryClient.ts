import { ENS_CACHE_MS } from '@airlock/protocol'
import { QueryClient } from '@tanstack/query-core'

/**
 * The QueryClient of one Airlock instance's account features, unless the dapp
 * hands its own (option `queryClient`). Retries are off: SPEC gives its own
 * rules (a failed balance waits 30 s, a failed history shows its error), and
 * no read waits for `navigator.onLine`. Data lives at least as long as the
 * longest SPEC §9 lifetime, so an unobserved answer is not collected while fresh.
 */
export function createAirlockQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        networkMode: 'always',
        gcTime: ENS_CACHE_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  })
}
