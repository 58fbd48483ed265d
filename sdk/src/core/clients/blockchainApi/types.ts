/**
 * Types of the blockchain data API (SPEC §7): the answers are the output types
 * of their zod schemas (responseSchemas.ts), the parameters are written here.
 * Types only: no runtime cost.
 *
 * Every GET also carries `projectId`, `st` (SDK type) and `sv` (SDK version) in
 * its query; the client adds them, so they are not repeated below.
 */
import type * as z from 'zod/mini'
import type * as schemas from './responseSchemas'

// ——— answers: the output types of the schemas in responseSchemas.ts ———

export type SupportedChains = z.output<typeof schemas.supportedChainsSchema>
export type Identity = z.output<typeof schemas.identitySchema>
export type TokenBalance = z.output<typeof schemas.tokenBalanceSchema>
export type BalanceResponse = z.output<typeof schemas.balanceSchema>
export type TransactionStatus = z.output<typeof schemas.transactionStatusSchema>
export type TransferDirection = z.output<typeof schemas.transferDirectionSchema>
export type TransactionTransfer = z.output<typeof schemas.transactionTransferSchema>
export type TransactionMetadata = z.output<typeof schemas.transactionMetadataSchema>
export type Transaction = z.output<typeof schemas.transactionSchema>
export type HistoryResponse = z.output<typeof schemas.historySchema>
export type FungiblePrice = z.output<typeof schemas.fungiblePriceSchema>
export type FungiblePriceResponse = z.output<typeof schemas.fungiblePriceResponseSchema>
export type NameAttributes = z.output<typeof schemas.nameAttributesSchema>
export type ProfileName = z.output<typeof schemas.profileNameSchema>
export type NameSuggestion = z.output<typeof schemas.nameSuggestionSchema>
export type NameSuggestionsResponse = z.output<typeof schemas.suggestionsSchema>
export type SmartSession = z.output<typeof schemas.smartSessionSchema>
export type SessionsResponse = z.output<typeof schemas.sessionsSchema>

// ——— parameters ———

// ——— balances ———

export interface GetBalanceParameters {
  /** Plain address (`0x…`); the path segment. */
  address: string
  /** CAIP-2 network id. */
  chainId: string
  /** Fiat currency of value / price; 'usd' when omitted. */
  currency?: string | undefined
  /** Ask the API to skip its own cache (sent as `forceUpdate=true`). */
  forceUpdate?: boolean | undefined
}

// ——— history ———

export interface GetHistoryParameters {
  /** Plain address; the path segment (`/v1/account/{account}/history`). */
  account: string
  cursor?: string | undefined
  /** Only on-ramp purchases ('coinbase'); such requests are sent with `cache: 'no-cache'` (SPEC §7). */
  onramp?: string | undefined
  /** CAIP-2 network id. */
  chainId?: string | undefined
}

// ——— prices ———

/** `POST /v1/fungible/price` body. */
export interface FungiblePriceParameters {
  currency: string
  /** CAIP-10 token addresses. */
  addresses: string[]
}

// ——— names (profile) ———

/** `POST /v1/profile/account` body (SPEC §7). `message` is the JSON the wallet signed. */
export interface RegisterNameParameters {
  coin_type: number
  address: string
  message: string
  signature: string
}

/** What a registration message holds before it is JSON-encoded and signed. */
export interface RegisterNameMessage {
  name: string
  attributes: Record<string, string>
  /** Unix seconds. */
  timestamp: number
}

// ——— smart sessions ———

/** `POST /v1/sessions/{id}/revoke` body (SPEC §7). */
export interface RevokeSessionParameters {
  pci: string
  signature: string
}

export * from './convertTypes'
export * from './onrampTypes'
