/** Answers and parameters of the on-ramp paths of SPEC §7, as types.ts describes. */
// ——— on-ramp ———

export interface OnrampPaymentLimit {
  /** 'CARD', 'ACH_BANK_ACCOUNT', … */
  id: string
  min: string
  max: string
}

export interface OnrampPaymentCurrency {
  /** Fiat code ('USD'). */
  id: string
  payment_method_limits: OnrampPaymentLimit[]
}

export interface OnrampPurchaseNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

export interface OnrampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: OnrampPurchaseNetwork[]
}

export interface OnrampOptionsResponse {
  paymentCurrencies: OnrampPaymentCurrency[]
  purchaseCurrencies: OnrampPurchaseCurrency[]
}

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

export interface OnrampAmount {
  amount: string
  currency: string
}

export interface OnrampQuoteResponse {
  paymentTotal: OnrampAmount
  paymentSubtotal: OnrampAmount
  purchaseAmount: OnrampAmount
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  quoteId: string
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

export interface OnrampUrlResponse {
  url: string
}
