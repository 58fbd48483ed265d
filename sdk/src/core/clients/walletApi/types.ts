/** Shapes of the wallet API (SPEC §3 wallet list item, SPEC §7 calls). Types only: no runtime cost. */

/** One wallet of the catalogue, as `/getWallets` sends it (absent links are `null` on the wire). */
export interface WalletListItem {
  id: string
  name: string
  /** Id for `/getWalletImage/{id}`. */
  image_id: string | null
  /** CAIP-2 ids the wallet supports (`eip155:1`, `solana:5eyk…`). */
  chains: string[]
  /** EIP-6963 reverse-DNS id, when the wallet announces itself as an extension. */
  rdns: string | null
  /** Native scheme (`metamask://`) or universal link (`https://…`) of the mobile app. */
  mobile_link: string | null
  /** Native scheme of the desktop app. */
  desktop_link: string | null
  /** Web wallet that opens in a tab. */
  webapp_link: string | null
}

/** Parameters of `/getWallets` (SPEC §7); the client adds projectId, st and sv. */
export interface GetWalletsParameters {
  page: number
  entries: number
  search?: string | undefined
  badge_type?: string | undefined
  /** Wallet ids; sent comma-joined. */
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** CAIP-2 network ids; sent comma-joined. */
  chains?: readonly string[] | undefined
}

export interface GetWalletsReturnType {
  data: WalletListItem[]
  /** Wallets matching the query on the server, over all pages. */
  count: number
}

/** The four image endpoints of SPEC §7. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'
