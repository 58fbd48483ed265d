/**
 * The sats-connect provider shape (Xverse and the wallets that copy it), vendored from
 * `@sats-connect/core` 0.17 (MIT, Secret Key Labs): the package bundles axios,
 * valibot schemas and adapters a page here never needs, so only the types the bridge
 * reads are kept, as the wallets answer them.
 */

export type SatsConnectPurpose = 'payment' | 'ordinals' | 'stacks' | 'starknet' | 'spark'

/** One address in a `getAccounts` / `wallet_connect` / `wallet_getAccount` answer. */
export interface SatsConnectAddress {
  address: string
  /** Hex; x-only (32 bytes) for a Taproot address. */
  publicKey: string
  purpose: SatsConnectPurpose
  addressType?: string
}

/** The JSON-RPC 2.0 answer of `provider.request`. */
export type SatsConnectResponse =
  | { jsonrpc: '2.0'; id: string | number | null; result: unknown }
  | {
      jsonrpc: '2.0'
      id: string | number | null
      error: { code: number; message: string; data?: unknown }
    }

export interface SatsConnectAccountChangeEvent {
  type: 'accountChange'
  addresses?: readonly SatsConnectAddress[]
}

export type SatsConnectListener =
  | { eventName: 'accountChange'; cb: (event: SatsConnectAccountChangeEvent) => void }
  | { eventName: 'disconnect'; cb: (event: { type: 'disconnect' }) => void }

/** `window.XverseProviders.BitcoinProvider`, or what a `btc_providers` id names. */
export interface SatsConnectProvider {
  request(method: string, params: unknown): Promise<SatsConnectResponse>
  /** Absent in older wallets: then the account is only read on connect. */
  addListener?(listener: SatsConnectListener): () => void
}

/** An entry of `window.btc_providers`: `id` is a dotted path on `window` to the provider. */
export interface SatsConnectProviderInfo {
  id: string
  name: string
  icon: string
  webUrl?: string
}

/** sats-connect's JSON-RPC error codes (RpcErrorCode). */
export const SATS_CONNECT_ERROR = {
  METHOD_NOT_FOUND: -32601,
  USER_REJECTION: -32000,
  METHOD_NOT_SUPPORTED: -32001,
  ACCESS_DENIED: -32002,
} as const

/** Where Xverse puts its provider; the one sats-connect asks when a page names none. */
export const XVERSE_PROVIDER_ID = 'XverseProviders.BitcoinProvider'

/**
 * The reason a wallet gave: extensions reject with an Error or, serialized across the
 * page boundary, a plain `{ code, message }` object; `fallback` when it gave none.
 */
export function walletReason(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : fallback
}
