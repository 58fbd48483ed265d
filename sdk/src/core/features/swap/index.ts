import { ErrorCatalogue } from '@airlock/protocol'
import type { BlockchainApiService } from '../../clients/blockchainApi/blockchainApiService'
import type { SwapToken } from '../../clients/blockchainApi/types'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import { callOrIdle, featureOff } from '../../instance/featureCalls'
import type { Logger } from '../../logger'
import type { AirlockStores } from '../../stores/airlockStores'
import type { Balances } from '../balances/index'
import { defineFeature } from '../defineFeature'
import { createSwapStore, type SwapQuoteDetails, type SwapStore } from './swapStore'

export interface SwapDeps {
  stores: Pick<AirlockStores, 'chains' | 'toast' | 'options'>
  logger: Logger
  /** The blockchain API's convert/* paths: the only source of tokens, quotes and transactions. */
  api: BlockchainApiService
  /** Refreshed once a swap is mined. */
  balances: Pick<Balances, 'fetch'>
  /** The provider holding the eip155 account: it sends the approval and the swap. */
  getEvmProvider(): Eip1193Provider | undefined
}

/**
 * Token swaps through the blockchain API's exchange (SPEC §1, eip155 only).
 * The form (tokens, amount) is set on the store; `quote` and `swap` move the
 * store's status: idle → quoting → ready → approving → swapping → done, or error.
 */
export interface Swap {
  readonly store: SwapStore
  /** False when `features.swaps` is off or no blockchain API is configured. */
  readonly available: boolean
  /**
   * convert/tokens and convert/gas-price of the active network into the store.
   * On a network the API does not serve (or a namespace other than eip155) the
   * store's error and the toast say 'Network not supported for Gas Price or
   * Swaps'. Never rejects.
   */
  loadTokens(): Promise<SwapToken[]>
  /**
   * Quotes the form: the amount out, the minimum received with 1 % slippage,
   * whether the allowance needs an approval first, and the network fee of the
   * next transaction. A newer form or call wins; a failure is the store's
   * error state. Never rejects; undefined when there is nothing to quote.
   */
  quote(): Promise<SwapQuoteDetails | undefined>
  /**
   * Sends the approval (when needed, waiting for it) and then the swap, and
   * refreshes the balances. Resolves to the swap's hash; rejects with the
   * error also in the store and the toast.
   */
  swap(): Promise<string>
  reset(): void
}

/** What the page pays for: the form's store and these forwarders; the logic (swap.impl.ts) and the API client load on first use. */
export const createSwapFeature = defineFeature({
  state: (): SwapStore => createSwapStore(),
  load: (deps: SwapDeps) =>
    Promise.all([import('./swap.impl'), deps.api.load()]).then(([impl]) => impl),
  methods: (feature): Swap => {
    const { deps, state: store } = feature
    const available = deps.stores.options.getState().features.swaps && deps.api.configured
    const toast = ErrorCatalogue.SOMETHING_WENT_WRONG
    return {
      store,
      available,
      loadTokens: () =>
        available
          ? callOrIdle(feature, [], (swap) => swap.loadTokens(), toast)
          : featureOff('swaps'),
      quote: () =>
        available
          ? callOrIdle(feature, undefined, (swap) => swap.quote(), toast)
          : featureOff('swaps'),
      swap: () => (available ? feature.use((swap) => swap.swap()) : featureOff('swaps')),
      reset: () => store.getState().reset(),
    }
  },
})
