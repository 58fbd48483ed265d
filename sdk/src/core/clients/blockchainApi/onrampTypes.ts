/** Answers and parameters of the on-ramp paths of SPEC §7, as types.ts describes. */
import type * as z from 'zod/mini'
import type * as schemas from './responseSchemas'

// ——— on-ramp ———

export type OnrampPaymentLimit = z.output<typeof schemas.onrampPaymentLimitSchema>
export type OnrampPaymentCurrency = z.output<typeof schemas.onrampPaymentCurrencySchema>
export type OnrampPurchaseNetwork = z.output<typeof schemas.onrampPurchaseNetworkSchema>
export type OnrampPurchaseCurrency = z.output<typeof schemas.onrampPurchaseCurrencySchema>
export type OnrampOptionsResponse = z.output<typeof schemas.onrampOptionsSchema>
export type OnrampAmount = z.output<typeof schemas.onrampAmountSchema>
export type OnrampQuoteResponse = z.output<typeof schemas.onrampQuoteSchema>
export type OnrampUrlResponse = z.output<typeof schemas.onrampUrlSchema>

export interface GetOnrampOptionsParameters {
  country?: string | undefined
  subdivision?: string | undefined
}

/** `POST /v1/onramp/quote` body. */
export interface OnrampQuoteParameters {
  /** Symbol of the crypto bought ('ETH'). */
  purchaseCurrency: string
  /** Fiat code ('USD'). */
  paymentCurrency: string
  /** Fiat amount, decimal string. */
  amount: string
  /** Network name as onramp/options lists it. */
  network: string
}

/** `POST /v1/generators/onrampurl` body. */
export interface OnrampUrlParameters {
  destinationWallets: { address: string; blockchains?: string[]; assets?: string[] }[]
  partnerUserId: string
  defaultNetwork?: string | undefined
  purchaseAmount?: number | undefined
  paymentAmount?: number | undefined
  paymentCurrency?: string | undefined
}
