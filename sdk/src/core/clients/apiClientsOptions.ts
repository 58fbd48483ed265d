import type { CaipNetwork } from '../networks/types'

/**
 * Where the third-party services of SPEC §7 live. Airlock is self-hostable and
 * hard-wires no vendor host: each one is unset by default, and unset means off.
 * - `walletApi` unset: the wallet catalogue is empty (no recommended wallets, no
 *   AllWallets list beyond what the page itself finds) and the remote analytics
 *   switch (`/getAnalyticsConfig`) is not asked.
 * - `analytics` unset: no event is ever sent.
 * - `blockchainApi` unset: what needs it (balances by API, history, swaps,
 *   names) is unavailable; it is carried here for the clients that use it.
 */
export interface ApiUrls {
  walletApi?: string | undefined
  blockchainApi?: string | undefined
  analytics?: string | undefined
}

export interface ApiClientsOptions {
  projectId: string
  networks: readonly CaipNetwork[]
  apiUrls?: ApiUrls | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
}
