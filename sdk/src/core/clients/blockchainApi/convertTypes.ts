/** Answers and parameters of the convert (swap) paths of SPEC §7, as types.ts describes. */
// ——— convert (swaps) ———

export interface SwapQuote {
  id: string | null
  /** Base units, decimal string. */
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
}

export interface QuotesResponse {
  quotes: SwapQuote[]
}

export interface GetQuotesParameters {
  /** Base units of `from`, decimal string. */
  amount: string
  userAddress: string
  /** CAIP-10 token addresses (native: the network's native-token placeholder). */
  from: string
  to: string
  gasPrice: string
}

export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10. */
  address: string
  decimals: number
  logoUri: string
  eip2612?: boolean | undefined
}

export interface SwapTokensResponse {
  tokens: SwapToken[]
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

export interface AllowanceResponse {
  /** Base units, decimal string. */
  allowance: string
}

export interface GetGasPriceParameters {
  chainId: string
}

/** Wei, decimal strings. */
export interface GasPriceResponse {
  standard: string
  fast: string
  instant: string
}

/** A transaction the API built for the user to send. */
export interface BuiltTransaction {
  from: `0x${string}`
  to: `0x${string}`
  data: `0x${string}`
  /** Wei, decimal string. */
  value: string
  eip155?: { gas: string; gasPrice: string } | undefined
}

export interface BuildTransactionResponse {
  tx: BuiltTransaction
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
