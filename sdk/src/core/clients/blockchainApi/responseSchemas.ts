/**
 * The blockchain data API's answers (SPEC §7), checked where they enter. SPEC
 * lists paths and bodies but not responses; these are the shapes the
 * incumbent's API answers with, and the local msw fixture (e2e) serves exactly
 * these. types.ts names their output types. Unknown keys are dropped.
 */
import * as z from 'zod/mini'
import { absent, hex, listOf, nullOr, numeric, orDefault } from './schemaParts'

/** `GET /v1/supported-chains`: CAIP-2 ids the API serves over HTTP and websockets. */
export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: orDefault(z.array(z.string()), []),
})

/** `GET /v1/identity/{address}`: the primary name and avatar of an address (either may be null). */
export const identitySchema = z.object({
  name: nullOr(z.string()),
  avatar: nullOr(z.string()),
})

// ——— balances ———

/** One holding of `GET /v1/account/{address}/balance` (SPEC §3 token balance). */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-2 network id (`eip155:1`). */
  chainId: z.string(),
  /** CAIP-10 token address (`eip155:1:0x…`); absent for the native currency. */
  address: absent(z.string()),
  /** Fiat value of the holding (quantity × price), in the requested currency. */
  value: absent(numeric),
  /** Fiat price of one unit. */
  price: orDefault(numeric, 0),
  quantity: z.object({
    /** Token decimals as a string; '0' marks a low-quality asset, dropped (SPEC §5). */
    decimals: z.string(),
    /** Decimal string in whole units (`'1.25'`), not base units. */
    numeric: z.string(),
  }),
  iconUrl: orDefault(z.string(), ''),
})

export const balanceSchema = z.object({ balances: listOf(tokenBalanceSchema) })

// ——— history ———

export const transactionStatusSchema = z.enum(['confirmed', 'failed', 'pending'])
export const transferDirectionSchema = z.enum(['in', 'out', 'self'])

export const transactionTransferSchema = z.object({
  fungible_info: absent(
    z.object({
      name: z.string(),
      symbol: z.string(),
      icon: absent(z.object({ url: z.string() })),
    }),
  ),
  nft_info: absent(
    z.object({
      name: absent(z.string()),
      content: absent(
        z.object({
          preview: absent(z.object({ url: z.string(), content_type: absent(z.string()) })),
        }),
      ),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  direction: transferDirectionSchema,
  quantity: z.object({ numeric: z.string() }),
  value: absent(numeric),
  price: absent(numeric),
})

export const transactionMetadataSchema = z.object({
  /** 'send', 'receive', 'trade', 'approve', 'mint', 'execute', … */
  operationType: z.string(),
  hash: z.string(),
  /** ISO 8601 time the block was mined. */
  minedAt: z.string(),
  sentFrom: z.string(),
  sentTo: z.string(),
  status: transactionStatusSchema,
  nonce: z.number(),
  /** CAIP-2 network id of the transaction. */
  chain: absent(z.string()),
})

export const transactionSchema = z.object({
  id: z.string(),
  metadata: transactionMetadataSchema,
  transfers: listOf(transactionTransferSchema),
})

export const historySchema = z.object({
  data: listOf(transactionSchema),
  /** Cursor of the next page; null on the last page. */
  next: nullOr(z.string()),
})

// ——— convert (swaps) ———

export const swapQuoteSchema = z.object({
  id: nullOr(z.string()),
  /** Base units, decimal string. */
  fromAmount: z.string(),
  fromAccount: z.string(),
  toAmount: z.string(),
  toAccount: z.string(),
})

export const quotesSchema = z.object({ quotes: z.array(swapQuoteSchema) })

export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-10. */
  address: z.string(),
  decimals: z.number(),
  logoUri: orDefault(z.string(), ''),
  eip2612: absent(z.boolean()),
})

export const swapTokensSchema = z.object({ tokens: listOf(swapTokenSchema) })

export const allowanceSchema = z.object({ allowance: z.string() })

export const gasPriceSchema = z.object({
  standard: z.string(),
  fast: z.string(),
  instant: z.string(),
})

export const buildTransactionSchema = z.object({
  tx: z.object({
    from: hex,
    to: hex,
    data: hex,
    /** Base units, decimal string. */
    value: z.string(),
    eip155: absent(z.object({ gas: z.string(), gasPrice: z.string() })),
  }),
})

// ——— prices ———

export const fungiblePriceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  iconUrl: orDefault(z.string(), ''),
  price: numeric,
})

export const fungiblePriceResponseSchema = z.object({ fungibles: listOf(fungiblePriceSchema) })

// ——— names (profile) ———

export const nameAttributesSchema = z.object({
  avatar: absent(z.string()),
  bio: absent(z.string()),
})

/** `GET /v1/profile/account/{name}`; `GET /v1/profile/reverse/{address}` answers a list of these. */
export const profileNameSchema = z.object({
  /** Full name, suffix included (`alice.airlock.id`). */
  name: z.string(),
  /** Unix seconds of registration. */
  registered: z.number(),
  updated: absent(z.number()),
  /** Keyed by SLIP-44 / ENSIP-11 coin type as a decimal string ('60' for Ethereum mainnet). */
  addresses: z.record(z.string(), z.object({ address: z.string(), created: absent(z.string()) })),
  attributes: orDefault(listOf(nameAttributesSchema), []),
})

export const reverseLookupSchema = listOf(profileNameSchema)

export const nameSuggestionSchema = z.object({ name: z.string(), registered: z.boolean() })

export const suggestionsSchema = z.object({ suggestions: listOf(nameSuggestionSchema) })

// ——— on-ramp ———

export const onrampPaymentLimitSchema = z.object({
  /** 'CARD', 'ACH_BANK_ACCOUNT', … */
  id: z.string(),
  min: z.string(),
  max: z.string(),
})

export const onrampPaymentCurrencySchema = z.object({
  /** Fiat code ('USD'). */
  id: z.string(),
  payment_method_limits: listOf(onrampPaymentLimitSchema),
})

export const onrampPurchaseNetworkSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  chain_id: z.string(),
  contract_address: z.string(),
})

export const onrampPurchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: listOf(onrampPurchaseNetworkSchema),
})

export const onrampOptionsSchema = z.object({
  paymentCurrencies: listOf(onrampPaymentCurrencySchema),
  purchaseCurrencies: listOf(onrampPurchaseCurrencySchema),
})

export const onrampAmountSchema = z.object({ amount: z.string(), currency: z.string() })

export const onrampQuoteSchema = z.object({
  paymentTotal: onrampAmountSchema,
  paymentSubtotal: onrampAmountSchema,
  purchaseAmount: onrampAmountSchema,
  coinbaseFee: onrampAmountSchema,
  networkFee: onrampAmountSchema,
  quoteId: z.string(),
})

export const onrampUrlSchema = z.object({ url: z.string() })

// ——— smart sessions ———

/** One granted permission context. Fields the SDK does not read are kept as sent. */
export const smartSessionSchema = z.object({
  /** Permission context identifier. */
  pci: z.string(),
  project: absent(
    z.object({
      id: absent(z.string()),
      name: absent(z.string()),
      url: absent(z.string()),
      iconUrl: absent(z.string()),
    }),
  ),
  /** Unix seconds. */
  expiry: z.number(),
  createdAt: absent(z.number()),
  permissions: z.optional(z.unknown()),
  policies: z.optional(z.unknown()),
  context: absent(z.string()),
  revokedAt: absent(z.number()),
})

/** `GET /v1/sessions/{id}` (id: the CAIP-10 account). */
export const sessionsSchema = z.object({ pcis: listOf(smartSessionSchema) })

/** Answers read only for success (register a name, revoke a session): any body. */
export const anyBodySchema = z.unknown()
