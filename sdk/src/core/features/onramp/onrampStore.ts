import { createStore, type StoreApi } from 'zustand/vanilla'
import type {
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampQuoteResponse,
} from '../../clients/blockchainApi/types'

/** A quote with its fee as a share of what is paid (SPEC §9: 1–2 %). */
export interface OnrampQuoteDetails extends OnrampQuoteResponse {
  /** The provider's fee in percent of the payment total, 2 decimals. */
  feePercent: number
}

export interface OnrampState {
  /** ISO 3166 country the options are for (sent to onramp/options); the API's guess when undefined. */
  country: string | undefined
  /** Fiat currencies with their payment-method limits, as onramp/options lists them. */
  paymentCurrencies: OnrampPaymentCurrency[]
  /** What can be bought on the active network (options filtered by chain id). */
  purchaseCurrencies: OnrampPurchaseCurrency[]
  /** Fiat code ('USD'). */
  paymentCurrency: string
  /** 'CARD' or 'ACH_BANK_ACCOUNT'. */
  paymentMethod: string
  /** Symbol of the crypto bought ('ETH'). */
  purchaseCurrency: string | undefined
  /** Fiat amount, decimal string. */
  paymentAmount: string | undefined
  quote: OnrampQuoteDetails | undefined
  /** onramp/options under way. */
  loading: boolean
  quoteLoading: boolean
  /** The provider URL last opened. */
  url: string | undefined
  error: string | undefined
}

export interface OnrampActions {
  setPaymentCurrency(currency: string): void
  setPaymentMethod(method: string): void
  setPurchaseCurrency(symbol: string | undefined): void
  setPaymentAmount(amount: string | undefined): void
  reset(): void
}

export type OnrampStore = StoreApi<OnrampState & OnrampActions>

const empty = (): OnrampState => ({
  country: undefined,
  paymentCurrencies: [],
  purchaseCurrencies: [],
  paymentCurrency: 'USD',
  paymentMethod: 'CARD',
  purchaseCurrency: undefined,
  paymentAmount: undefined,
  quote: undefined,
  loading: false,
  quoteLoading: false,
  url: undefined,
  error: undefined,
})

/** A changed choice makes the last quote stale. */
const unquoted = { quote: undefined, url: undefined, error: undefined } as const

/** The buy (on-ramp) form of one instance. */
export function createOnrampStore(): OnrampStore {
  return createStore<OnrampState & OnrampActions>()((set) => ({
    ...empty(),
    setPaymentCurrency: (paymentCurrency) => set({ paymentCurrency, ...unquoted }),
    setPaymentMethod: (paymentMethod) => set({ paymentMethod, ...unquoted }),
    setPurchaseCurrency: (purchaseCurrency) => set({ purchaseCurrency, ...unquoted }),
    setPaymentAmount: (paymentAmount) => set({ paymentAmount, ...unquoted }),
    reset: () => set(empty()),
  }))
}
