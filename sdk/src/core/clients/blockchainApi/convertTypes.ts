/** Answers and parameters of the convert (swap) paths of SPEC §7, as types.ts describes. */
import type * as z from 'zod/mini'
import type * as schemas from './responseSchemas'

// ——— convert (swaps) ———

export type SwapQuote = z.output<typeof schemas.swapQuoteSchema>
export type QuotesResponse = z.output<typeof schemas.quotesSchema>
export type SwapToken = z.output<typeof schemas.swapTokenSchema>
export type SwapTokensResponse = z.output<typeof schemas.swapTokensSchema>
export type AllowanceResponse = z.output<typeof schemas.allowanceSchema>
export type GasPriceResponse = z.output<typeof schemas.gasPriceSchema>
export type BuildTransactionResponse = z.output<typeof schemas.buildTransactionSchema>
/** A transaction the API built for the user to send. */
export type BuiltTransaction = BuildTransactionResponse['tx']

export interface GetQuotesParameters {
  /** Base units of `from`, decimal string. */
  amount: string
  userAddress: string
  /** CAIP-10 token addresses (native: the network's native-token placeholder). */
  from: string
  to: string
  gasPrice: string
}

export interface GetSwapTokensParameters {
  /** CAIP-2 network id. */
  chainId: string
}

export interface GetAllowanceParameters {
  /** CAIP-10 token address. */
  tokenAddress: string
  userAddress: string
}

export interface GetGasPriceParameters {
  chainId: string
}

export interface BuildApproveParameters {
  userAddress: string
  /** CAIP-10 token to approve. */
  from: string
  to: string
  /** Base units, decimal string. */
  amount: string
}

/** `POST /v1/convert/build-transaction` body (SPEC §7). */
export interface BuildTransactionParameters {
  amount: string
  /** Percent, as a string ('1'). */
  slippage: string
  from: string
  to: string
  userAddress: string
  disableEstimate?: boolean | undefined
}
