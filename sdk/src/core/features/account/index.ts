import { AirlockError, ErrorCatalogue } from '@airlock/protocol'
import type {
  BlockchainApi,
  BlockchainApiService,
} from '../../clients/blockchainApi/blockchainApiService'
import type { ControllerContext } from '../../context'
import type { CreateAirlockOptions } from '../../instance/airlockOptions'
import { lazyModule } from '../../lazyModule'
import type { ChainNamespace } from '../../networks/types'
import type { Balances } from '../balances/balances'
import { type BalancesStore, createBalancesStore } from '../balances/balancesStore'
import type { TransactionHistory } from '../history/history'
import { createHistoryStore, type HistoryStore } from '../history/historyStore'
import type { Names } from '../names/names'
import { createNamesStore, type NamesStore } from '../names/namesStore'
import type { Onramp } from '../onramp/onramp'
import type { Send } from '../send/send'
import type { StartedAccountFeatures } from './startAccountFeatures'
import {
  createWalletFeatureStores,
  createWalletFeatures,
  type WalletFeatureStores,
} from './walletFeatures'

export interface AccountFeatures {
  balances: Balances
  history: TransactionHistory
  names: Names
  send: Send
  onramp: Onramp
  /** Ends subscriptions, polling and requests. */
  dispose(): void
}

/** What the lazy chunk is started with. */
export interface AccountFeaturesInput {
  ctx: ControllerContext
  options: Pick<CreateAirlockOptions, 'apiUrls' | 'tokens' | 'pollPendingTransactions'>
  /** The instance's blockchain API client and caches, loaded with this chunk. */
  api: BlockchainApi
  stores: {
    balances: BalancesStore
    history: HistoryStore
    names: NamesStore
  } & WalletFeatureStores
  /** The provider holding `namespace`'s account (getProvider's), or undefined where there is none. */
  getProvider(namespace: ChainNamespace): unknown
}

function orUndefined<T>(get: () => T): T | undefined {
  try {
    return get()
  } catch {
    return undefined
  }
}

/**
 * Balances, history and names of one instance, and the wallet features (send,
 * swap, buy; walletFeatures.ts). All a page pays for at start is empty
 * stores and these forwarding methods: the blockchain API client and the
 * features' logic are one chunk (startAccountFeatures.ts) loaded on the first
 * call, and each wallet feature a chunk of its own after it. Before that,
 * there is nothing to follow or reset but the send form on a namespace switch.
 */
export function createAccountFeatures(
  ctx: ControllerContext,
  options: AccountFeaturesInput['options'],
  getProvider: (namespace: ChainNamespace) => unknown,
  api: BlockchainApiService,
): AccountFeatures {
  const stores = {
    balances: createBalancesStore(),
    history: createHistoryStore(),
    names: createNamesStore(),
    ...createWalletFeatureStores(),
  }
  const available = !!options.apiUrls?.blockchainApi
  let disposed = false
  // Offline, or a redeploy replaced the chunk: the next call retries.
  const started = lazyModule(() =>
    Promise.all([import('./startAccountFeatures'), api.load()]).then(([chunk, loadedApi]) =>
      chunk.startAccountFeatures({
        ctx,
        options,
        api: loadedApi,
        stores,
        // Without a network of the namespace there is no provider to ask: the features go without.
        getProvider: (namespace) => orUndefined(() => getProvider(namespace)),
      }),
    ),
  )
  const start = (): Promise<StartedAccountFeatures> => started.load()

  /**
   * Runs `call` on the started features; after destroy, answers `idle`. A chunk
   * that fails to load shows `toast` (the feature's own SPEC message) and
   * answers `idle`, or rejects when there is no such message.
   */
  function use<T>(
    idle: T,
    toast: string | undefined,
    call: (features: StartedAccountFeatures) => Promise<T>,
  ) {
    if (disposed) return Promise.resolve(idle)
    return start().then(
      (features) => (disposed ? idle : call(features)),
      (error: unknown) => {
        ctx.logger.error('account features failed to load', { error })
        if (toast === undefined) throw error
        ctx.stores.toast.getState().showError(toast)
        return idle
      },
    )
  }

  const wallet = createWalletFeatures({
    ctx,
    stores,
    apiConfigured: available,
    run: (call) =>
      disposed
        ? Promise.reject(new AirlockError('REQUEST_ABORTED'))
        : start().then((features) =>
            disposed ? Promise.reject(new AirlockError('REQUEST_ABORTED')) : call(features),
          ),
  })

  const balanceError = ErrorCatalogue.TOKEN_BALANCE_UNAVAILABLE
  const historyError = ErrorCatalogue.FAILED_TO_FETCH_TRANSACTIONS
  return {
    balances: {
      store: stores.balances,
      fetch: (fetchOptions) => use([], balanceError, (f) => f.balances.fetch(fetchOptions)),
    },
    history: {
      store: stores.history,
      available,
      fetch: () => use(undefined, historyError, (f) => f.history.fetch()),
      fetchNextPage: () => use(undefined, historyError, (f) => f.history.fetchNextPage()),
      fetchOnrampTransactions: () =>
        use(undefined, historyError, (f) => f.history.fetchOnrampTransactions()),
    },
    names: {
      store: stores.names,
      available,
      resolveName: (name) => use(undefined, undefined, (f) => f.names.resolveName(name)),
      getSuggestions: (name) => use([], undefined, (f) => f.names.getSuggestions(name)),
      getNamesForAddress: (address, namesOptions) =>
        use([], undefined, (f) => f.names.getNamesForAddress(address, namesOptions)),
      registerName: (name) => use(undefined, undefined, (f) => f.names.registerName(name)),
      // An identity is decoration: without a data API nothing is loaded for it.
      fetchIdentity: (identityOptions) =>
        available
          ? use(undefined, undefined, (f) => f.names.fetchIdentity(identityOptions)).catch(
              () => undefined,
            )
          : Promise.resolve(undefined),
    },
    send: wallet.send,
    onramp: wallet.onramp,
    dispose() {
      disposed = true
      wallet.dispose()
      void started.started()?.then(
        (features) => features.dispose(),
        () => {},
      )
    },
  }
}
