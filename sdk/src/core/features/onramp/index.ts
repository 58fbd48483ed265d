import { ErrorCatalogue } from '@airlock/protocol'
import type { BlockchainApiService } from '../../clients/blockchainApi/blockchainApiService'
import { callOrIdle, featureOff } from '../../instance/featureCalls'
import type { Logger } from '../../logger'
import type { AirlockStores } from '../../stores/airlockStores'
import { defineFeature } from '../defineFeature'
import { createOnrampStore, type OnrampQuoteDetails, type OnrampStore } from './onrampStore'

export interface OnrampDeps {
  stores: Pick<AirlockStores, 'chains' | 'toast' | 'options'>
  logger: Logger
  /** The blockchain API's onramp/* paths: the only source of options, quotes and provider pages. */
  api: BlockchainApiService
  /** Opens the provider's page; `window.open` in a browser. */
  openWindow?: ((url: string) => void) | undefined
}

export interface LoadOnrampOptions {
  /** ISO 3166-1 alpha-2 ('US'); the API's guess from the request when omitted. */
  country?: string | undefined
  subdivision?: string | undefined
}

/**
 * Buy crypto through an on-ramp provider (SPEC §1; eip155 and solana). The
 * choices (currency, method, crypto, amount) are set on the store; limits and
 * methods come from onrampLimits.ts.
 */
export interface Onramp {
  readonly store: OnrampStore
  /** False when `features.onramp` is off or no blockchain API is configured. */
  readonly available: boolean
  /**
   * onramp/options into the store: fiat currencies with their limits and what
   * can be bought on the active network. Never rejects: a failure is the
   * store's error and the toast.
   */
  loadOptions(options?: LoadOnrampOptions): Promise<void>
  /**
   * onramp/quote for the store's choices, with the fee as a percent of the
   * total (1–2 %, SPEC §9). Nothing is asked while the amount is outside the
   * limits. Never rejects; undefined without a quote.
   */
  quote(): Promise<OnrampQuoteDetails | undefined>
  /**
   * Asks generators/onrampurl for the provider's page for the connected
   * address and opens it in a new window (noopener). Resolves to the URL;
   * rejects 'No URL was provided' when the API gave none (or not an http(s) one).
   */
  openProvider(): Promise<string>
  setPaymentCurrency(currency: string): void
  setPaymentMethod(method: string): void
  setPurchaseCurrency(symbol: string | undefined): void
  setPaymentAmount(amount: string | undefined): void
  reset(): void
}

/** What the page pays for: the form's store and these forwarders; the calls (onramp.impl.ts) and the API client load on first use. */
export const createOnrampFeature = defineFeature({
  state: (): OnrampStore => createOnrampStore(),
  load: (deps: OnrampDeps) =>
    Promise.all([import('./onramp.impl'), deps.api.load()]).then(([impl]) => impl),
  methods: (feature): Onramp => {
    const { deps, state: store } = feature
    const available = deps.stores.options.getState().features.onramp && deps.api.configured
    const toast = ErrorCatalogue.SOMETHING_WENT_WRONG
    return {
      store,
      available,
      loadOptions: (options) =>
        available
          ? callOrIdle(feature, undefined, (onramp) => onramp.loadOptions(options), toast)
          : featureOff('onramp'),
      quote: () =>
        available
          ? callOrIdle(feature, undefined, (onramp) => onramp.quote(), toast)
          : featureOff('onramp'),
      openProvider: () =>
        available ? feature.use((onramp) => onramp.openProvider()) : featureOff('onramp'),
      setPaymentCurrency: (currency) => store.getState().setPaymentCurrency(currency),
      setPaymentMethod: (method) => store.getState().setPaymentMethod(method),
      setPurchaseCurrency: (symbol) => store.getState().setPurchaseCurrency(symbol),
      setPaymentAmount: (amount) => store.getState().setPaymentAmount(amount),
      reset: () => store.getState().reset(),
    }
  },
})
