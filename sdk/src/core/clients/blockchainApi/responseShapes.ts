/** The runtime checks of every blockchain API answer (shapes in types.ts). */
import {
  array,
  boolean,
  type Check,
  hex,
  listOf,
  literal,
  nullable,
  number,
  numeric,
  object,
  optional,
  record,
  string,
  unknown,
} from './shapeCheck'
import type {
  AllowanceResponse,
  BalanceResponse,
  BuildTransactionResponse,
  FungiblePriceResponse,
  GasPriceResponse,
  HistoryResponse,
  Identity,
  NameSuggestionsResponse,
  OnrampOptionsResponse,
  OnrampQuoteResponse,
  OnrampUrlResponse,
  ProfileName,
  QuotesResponse,
  SessionsResponse,
  SupportedChains,
  SwapTokensResponse,
  TokenBalance,
  Transaction,
} from './types'

export const supportedChainsShape: Check<SupportedChains> = object({
  http: array(string),
  ws: (value, path) => optional(array(string))(value, path) ?? [],
})

export const identityShape: Check<Identity> = object({
  name: nullable(string),
  avatar: nullable(string),
})

export const tokenBalanceShape: Check<TokenBalance> = object({
  name: string,
  symbol: string,
  chainId: string,
  address: optional(string),
  value: optional(numeric),
  price: (value, path) => optional(numeric)(value, path) ?? 0,
  quantity: object({ decimals: string, numeric: string }),
  iconUrl: (value, path) => optional(string)(value, path) ?? '',
})

export const balanceShape: Check<BalanceResponse> = object({ balances: listOf(tokenBalanceShape) })

const transactionShape: Check<Transaction> = object({
  id: string,
  metadata: object({
    operationType: string,
    hash: string,
    minedAt: string,
    sentFrom: string,
    sentTo: string,
    status: literal('confirmed', 'failed', 'pending'),
    nonce: number,
    chain: optional(string),
  }),
  transfers: listOf(
    object({
      fungible_info: optional(
        object({
          name: string,
          symbol: string,
          icon: optional(object({ url: string })),
        }),
      ),
      nft_info: optional(
        object({
          name: optional(string),
          content: optional(
            object({
              preview: optional(object({ url: string, content_type: optional(string) })),
            }),
          ),
          flags: object({ is_spam: boolean }),
        }),
      ),
      direction: literal('in', 'out', 'self'),
      quantity: object({ numeric: string }),
      value: optional(numeric),
      price: optional(numeric),
    }),
  ),
})

export const historyShape: Check<HistoryResponse> = object({
  data: listOf(transactionShape),
  next: nullable(string),
})

export const quotesShape: Check<QuotesResponse> = object({
  quotes: array(
    object({
      id: nullable(string),
      fromAmount: string,
      fromAccount: string,
      toAmount: string,
      toAccount: string,
    }),
  ),
})

export const swapTokensShape: Check<SwapTokensResponse> = object({
  tokens: listOf(
    object({
      name: string,
      symbol: string,
      address: string,
      decimals: number,
      logoUri: (value, path) => optional(string)(value, path) ?? '',
      eip2612: optional(boolean),
    }),
  ),
})

export const allowanceShape: Check<AllowanceResponse> = object({ allowance: string })

export const gasPriceShape: Check<GasPriceResponse> = object({
  standard: string,
  fast: string,
  instant: string,
})

export const buildTransactionShape: Check<BuildTransactionResponse> = object({
  tx: object({
    from: hex,
    to: hex,
    data: hex,
    value: string,
    eip155: optional(object({ gas: string, gasPrice: string })),
  }),
})

export const fungiblePriceShape: Check<FungiblePriceResponse> = object({
  fungibles: listOf(
    object({
      name: string,
      symbol: string,
      iconUrl: (value, path) => optional(string)(value, path) ?? '',
      price: numeric,
    }),
  ),
})

export const profileNameShape: Check<ProfileName> = object({
  name: string,
  registered: number,
  updated: optional(number),
  addresses: record(object({ address: string, created: optional(string) })),
  attributes: (value, path) =>
    optional(listOf(object({ avatar: optional(string), bio: optional(string) })))(value, path) ??
    [],
})

export const reverseLookupShape: Check<ProfileName[]> = listOf(profileNameShape)

export const suggestionsShape: Check<NameSuggestionsResponse> = object({
  suggestions: listOf(object({ name: string, registered: boolean })),
})

const limitShape = object({ id: string, min: string, max: string })

export const onrampOptionsShape: Check<OnrampOptionsResponse> = object({
  paymentCurrencies: listOf(object({ id: string, payment_method_limits: listOf(limitShape) })),
  purchaseCurrencies: listOf(
    object({
      id: string,
      name: string,
      symbol: string,
      networks: listOf(
        object({ name: string, display_name: string, chain_id: string, contract_address: string }),
      ),
    }),
  ),
})

const amountShape = object({ amount: string, currency: string })

export const onrampQuoteShape: Check<OnrampQuoteResponse> = object({
  paymentTotal: amountShape,
  paymentSubtotal: amountShape,
  purchaseAmount: amountShape,
  coinbaseFee: amountShape,
  networkFee: amountShape,
  quoteId: string,
})

export const onrampUrlShape: Check<OnrampUrlResponse> = object({ url: string })

export const sessionsShape: Check<SessionsResponse> = object({
  pcis: listOf(
    object({
      pci: string,
      project: optional(
        object({
          id: optional(string),
          name: optional(string),
          url: optional(string),
          iconUrl: optional(string),
        }),
      ),
      expiry: number,
      createdAt: optional(number),
      permissions: unknown,
      policies: unknown,
      context: optional(string),
      revokedAt: optional(number),
    }),
  ),
})
