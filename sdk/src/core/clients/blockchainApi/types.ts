/**
 * Shapes of the blockchain data API (SPEC §7). SPEC lists paths and bodies but
 * not responses; these are the shapes the incumbent's API answers with, and the
 * local msw fixture (e2e) serves exactly these. Types only: no runtime cost.
 *
 * Every GET also carries `projectId`, `st` (SDK type) and `sv` (SDK version) in
 * its query; the client adds them, so they are not repeated below.
 */

/** `GET /v1/supported-chains`: CAIP-2 ids the API serves over HTTP and websockets. */
export interface SupportedChains {
  http: string[]
  ws: string[]
}

/** `GET /v1/identity/{address}`: the primary name and avatar of an address (either may be null). */
export interface Identity {
  name: string | null
  avatar: string | null
}

// ——— balances ———

/** `GET /v1/account/{address}/balance?currency&chainId&forceUpdate` (SPEC §3 token balance). */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 network id (`eip155:1`). */
  chainId: string
  /** CAIP-10 token address (`eip155:1:0x…`); absent for the native currency. */
  address?: string | undefined
  /** Fiat value of the holding (quantity × price), in the requested currency. */
  value?: number | undefined
  /** Fiat price of one unit. */
  price: number
  quantity: {
    /** Token decimals as a string; '0' marks a low-quality asset, dropped (SPEC §5). */
    decimals: string
    /** Decimal string in whole units (`'1.25'`), not base units. */
    numeric: string
  }
  iconUrl: string
}

export interface BalanceResponse {
  balances: TokenBalance[]
}

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

export type TransactionStatus = 'confirmed' | 'failed' | 'pending'
export type TransferDirection = 'in' | 'out' | 'self'

export interface TransactionTransfer {
  fungible_info?: { name: string; symbol: string; icon?: { url: string } | undefined } | undefined
  nft_info?:
    | {
        name?: string | undefined
        content?: { preview?: { url: string; content_type?: string } | undefined } | undefined
        flags: { is_spam: boolean }
      }
    | undefined
  direction: TransferDirection
  quantity: { numeric: string }
  value?: number | undefined
  price?: number | undefined
}

export interface TransactionMetadata {
  /** 'send', 'receive', 'trade', 'approve', 'mint', 'execute', … */
  operationType: string
  hash: string
  /** ISO 8601 time the block was mined. */
  minedAt: string
  sentFrom: string
  sentTo: string
  status: TransactionStatus
  nonce: number
  /** CAIP-2 network id of the transaction. */
  chain?: string | undefined
}

export interface Transaction {
  id: string
  metadata: TransactionMetadata
  transfers: TransactionTransfer[]
}

export interface HistoryResponse {
  data: Transaction[]
  /** Cursor of the next page; absent or null on the last page. */
  next?: string | null | undefined
}

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

export interface FungiblePrice {
  name: string
  symbol: string
  iconUrl: string
  price: number
}

export interface FungiblePriceResponse {
  fungibles: FungiblePrice[]
}

// ——— names (profile) ———

export interface NameAttributes {
  avatar?: string | undefined
  bio?: string | undefined
}

/** `GET /v1/profile/account/{name}`; `GET /v1/profile/reverse/{address}` answers a list of these. */
export interface ProfileName {
  /** Full name, suffix included (`alice.airlock.id`). */
  name: string
  /** Unix seconds of registration. */
  registered: number
  updated?: number | undefined
  /** Keyed by SLIP-44 / ENSIP-11 coin type as a decimal string ('60' for Ethereum mainnet). */
  addresses: Record<string, { address: string; created?: string | undefined }>
  attributes: NameAttributes[]
}

export interface NameSuggestion {
  name: string
  registered: boolean
}

export interface NameSuggestionsResponse {
  suggestions: NameSuggestion[]
}

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

/** One granted permission context. Fields the SDK does not read are kept as sent. */
export interface SmartSession {
  /** Permission context identifier. */
  pci: string
  project?: { id?: string; name?: string; url?: string; iconUrl?: string } | undefined
  /** Unix seconds. */
  expiry: number
  createdAt?: number | undefined
  permissions?: unknown
  policies?: unknown
  context?: string | undefined
  revokedAt?: number | undefined
}

/** `GET /v1/sessions/{id}` (id: the CAIP-10 account). */
export interface SessionsResponse {
  pcis: SmartSession[]
}

/** `POST /v1/sessions/{id}/revoke` body (SPEC §7). */
export interface RevokeSessionParameters {
  pci: string
  signature: string
}

export * from './convertTypes'
export * from './onrampTypes'
