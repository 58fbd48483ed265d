/**
 * Test harness: gives an instance a real wallet catalogue (walletCatalog.ts)
 * over the in-memory fake wallet API, in place of the HTTP one, so view tests
 * control the catalogue's size, delays and failures. Tests only.
 */

import {
  createFakeWalletApi,
  type FakeWalletApi,
  type FakeWalletApiOptions,
  fakeWallets,
  objectUrls,
} from '../../../core/clients/walletApi/fakeWalletApi'
import type { WalletListItem } from '../../../core/clients/walletApi/types'
import { createWalletCatalog } from '../../../core/clients/walletApi/walletCatalog'
import { createWalletCatalogStore } from '../../../core/clients/walletApi/walletCatalogState'
import type { AirlockInstance } from '../../../core/createAirlock'

export interface CatalogHarnessOptions extends FakeWalletApiOptions {
  featuredWalletIds?: string[]
  /** As the catalogue option; the SDK's own is 'exclude'. */
  installedWallets?: 'exclude' | 'flag'
}

export function attachFakeCatalog(
  airlock: AirlockInstance,
  wallets: readonly WalletListItem[] = fakeWallets(100),
  options: CatalogHarnessOptions = {},
): FakeWalletApi {
  const api = createFakeWalletApi(wallets, options)
  const { store } = airlock.walletCatalog
  // The instance was made without a wallet API: its store starts empty and 'ready'.
  store.setState(createWalletCatalogStore().getState(), true)
  const catalog = createWalletCatalog({
    api,
    store,
    featuredWalletIds: options.featuredWalletIds,
    installedWallets: options.installedWallets,
    installedRdns: () =>
      airlock.stores.connection.getState().connectors.flatMap((connector) => connector.rdns ?? []),
    ...objectUrls,
  })
  Object.assign(airlock.walletCatalog, {
    load: catalog.load,
    fetchNextPage: catalog.fetchNextPage,
    search: catalog.search,
    loadImage: catalog.loadImage,
  })
  // Disposed with the instance, like the real one.
  const destroy = airlock.destroy
  Object.assign(airlock, {
    destroy() {
      catalog.dispose()
      destroy()
    },
  })
  return api
}
