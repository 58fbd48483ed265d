import type { BlockchainApiClient } from '../../clients/blockchainApi/blockchainApiClient'
import type { ControllerContext } from '../../context'
import { onActiveAccountChange } from '../../stores/activeAccount'
import { createOnrampController } from './onrampController'
import type { OnrampQuoteDetails, OnrampStore } from './onrampStore'

export interface OnrampDeps {
  ctx: ControllerContext
  api: BlockchainApiClient
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

export type StartedOnramp = Pick<Onramp, 'loadOptions' | 'quote' | 'openProvider'> & {
  dispose(): void
}

/** The instance's on-ramp once first used: a network change re-filters what can be bought. */
export function createOnramp(deps: OnrampDeps, store: OnrampStore): StartedOnramp {
  const controller = createOnrampController(deps, store)
  const stopFollowing = onActiveAccountChange(deps.ctx.stores, () => controller.followNetwork())
  return {
    loadOptions: controller.loadOptions,
    quote: controller.quote,
    openProvider: controller.openProvider,
    dispose: stopFollowing,
  }
}
