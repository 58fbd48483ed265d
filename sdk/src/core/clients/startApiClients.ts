import { AirlockError } from '@airlock/protocol'
import type { AirlockStores } from '../stores/airlockStores'
import { SDK_TYPE, SDK_VERSION_STRING } from '../version'
import { type AnalyticsClient, createAnalyticsClient } from './analytics/analyticsClient'
import type { ApiClientsOptions } from './apiClientsOptions'
import { isPageOriginAllowed } from './walletApi/originAllowlist'
import { createWalletApiClient } from './walletApi/walletApiClient'
import { createWalletCatalog } from './walletApi/walletCatalog'
import type { WalletCatalog, WalletCatalogStore } from './walletApi/walletCatalogState'

export interface StartedApiClients {
  /** Undefined without a wallet API URL. */
  walletCatalog: WalletCatalog | undefined
  /** Undefined without an analytics URL. */
  analytics: AnalyticsClient | undefined
  /**
   * Asks whether the project's allowlist admits this page's origin and, when it does not and
   * `live()` still holds, shows the 'unverified domain' toast; undefined without a wallet API
   * URL. Here rather than in apiClients.ts: a page pays for it only once it opens.
   */
  checkPageOrigin: ((live: () => boolean) => Promise<void>) | undefined
}

/**
 * The lazy half of apiClients.ts (loaded through its lazyModule): one chunk with the wallet API client, the
 * catalogue and analytics, loaded on the first open or the first event.
 */
export function startApiClients(
  stores: AirlockStores,
  options: ApiClientsOptions,
  store: WalletCatalogStore,
): StartedApiClients {
  const { walletApi, analytics } = options.apiUrls ?? {}
  const sdk = { projectId: options.projectId, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION_STRING }
  const api = walletApi ? createWalletApiClient({ ...sdk, baseUrl: walletApi }) : undefined
  return {
    checkPageOrigin:
      api &&
      (async (live) => {
        const allowed = await isPageOriginAllowed(api, window.location.origin)
        if (!allowed && live())
          stores.toast.getState().showError(new AirlockError('UNVERIFIED_DOMAIN'))
      }),
    walletCatalog:
      api &&
      createWalletCatalog({
        api,
        store,
        featuredWalletIds: options.featuredWalletIds,
        includeWalletIds: options.includeWalletIds,
        excludeWalletIds: options.excludeWalletIds,
        chains: options.networks.map((network) => network.caipNetworkId),
        installedRdns: () =>
          stores.connection.getState().connectors.flatMap((connector) => connector.rdns ?? []),
      }),
    analytics:
      analytics === undefined
        ? undefined
        : createAnalyticsClient({
            ...sdk,
            analyticsUrl: analytics,
            isEnabled: () => stores.options.getState().features.analytics,
            getAnalyticsConfig: api && (() => api.getAnalyticsConfig()),
            getAddress: () => stores.connection.getState().current?.address,
            onInvalidConfig: () =>
              stores.toast.getState().showError(new AirlockError('INVALID_APP_CONFIGURATION')),
          }),
  }
}
