import { AirlockError } from '@airlock/protocol'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import { lazyModule } from '../../lazyModule'
import { type Balances, createBalances } from '../balances/balances'
import { createHistory, type TransactionHistory } from '../history/history'
import { createNames, type Names } from '../names/names'
import type { StartedOnramp } from '../onramp/onramp'
import type { StartedSend } from '../send/send'
import type { AccountFeaturesInput } from './index'

type Started<T, Eager extends keyof T> = Omit<T, Eager> & { dispose(): void }

export interface StartedAccountFeatures {
  balances: Started<Balances, 'store'>
  history: Started<TransactionHistory, 'store' | 'available'>
  names: Started<Names, 'store' | 'available'>
  /** Send, swap and buy: each loads its own chunk on its first call. */
  send(): Promise<StartedSend>
  onramp(): Promise<StartedOnramp>
  dispose(): void
}

/** One feature chunk, imported once; one that failed to load is tried again, one loaded after dispose is disposed. */
function lazily<T extends { dispose(): void }>(load: () => Promise<T>) {
  let disposed = false
  const feature = lazyModule(() =>
    load().then((loaded) => {
      if (disposed) loaded.dispose()
      return loaded
    }),
  )
  return {
    get(): Promise<T> {
      if (disposed) return Promise.reject(new AirlockError('REQUEST_ABORTED'))
      return feature.load()
    },
    dispose() {
      disposed = true
      void feature.started()?.then(
        (feature) => feature.dispose(),
        () => {},
      )
    },
  }
}

/**
 * The lazy half of accountFeatures.ts, loaded on the first use of a balance,
 * the history, a name or a wallet feature: the blockchain API client with its
 * SPEC §9 caches (a query-core QueryClient, the dapp's when it passes one,
 * and local storage for the next visit)
 * and the three features over the instance's stores. Send, swap and buy
 * (viem's transaction code among them) are chunks of their own, loaded only
 * when their view uses them.
 */
export function startAccountFeatures(input: AccountFeaturesInput): StartedAccountFeatures {
  const { ctx, options, stores } = input
  const getEvmProvider = () => input.getProvider('eip155') as Eip1193Provider | undefined
  const { client: api, queries } = input.api
  const balances = createBalances(
    { ctx, api, queries, tokens: options.tokens, getEvmProvider },
    stores.balances,
  )
  const history = createHistory(
    { ctx, api, pollPendingTransactions: options.pollPendingTransactions },
    stores.history,
  )
  const names = createNames({ ctx, api, getEvmProvider }, stores.names)
  const balancesWithStore = { fetch: balances.fetch, store: stores.balances }

  /** Swaps and the on-ramp have no source without the API (their `available` is false then). */
  const needApi = () => {
    if (!api)
      throw new AirlockError('SOMETHING_WENT_WRONG', { cause: new Error('no blockchain API') })
    return api
  }

  const send = lazily(() =>
    import('../send/send').then((module) =>
      module.createSend(
        {
          ctx,
          balances: balancesWithStore,
          names: { ...names, available: api !== undefined },
          getWallet: (namespace) => input.getProvider(namespace),
        },
        stores.send,
      ),
    ),
  )
  const onramp = lazily(async () => {
    const client = needApi()
    const module = await import('../onramp/onramp')
    return module.createOnramp({ ctx, api: client }, stores.onramp)
  })

  return {
    balances,
    history,
    names,
    send: send.get,
    onramp: onramp.get,
    dispose() {
      balances.dispose()
      history.dispose()
      names.dispose()
      send.dispose()
      onramp.dispose()
    },
  }
}
