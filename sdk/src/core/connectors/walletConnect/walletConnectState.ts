import { createStore, type StoreApi } from 'zustand/vanilla'
import type { WalletListItem } from '../../clients/walletApi/types'
import type { EmbeddedSolanaProvider } from '../auth/solanaProvider'

/** A catalogue (or custom) wallet the visitor picked to connect through WalletConnect. */
export interface ChosenWallet {
  item: WalletListItem
  /** A custom wallet's own image (catalogue wallets have `item.image_id`). */
  imageUrl?: string | undefined
}

/** The session's Solana account, when the wallet approved the solana namespace. */
export interface WalletConnectSolanaAccount {
  address: string
  /**
   * The CAIP-2 chain its requests go to: the one the visitor switched to, else the dapp's
   * first Solana network the wallet approved.
   */
  caipNetworkId: string
  /** The same chain as the wallet approved it (a legacy id, walletConnectNamespaces.ts): what requests name. */
  sessionChain: string
  /** Every account the session's solana namespace holds on the dapp's networks (where a switch may go). */
  accounts: readonly { caipNetworkId: string; address: string; sessionChain: string }[]
  /** The same for the whole client: `getProvider('solana')` while WalletConnect holds Solana. */
  provider: EmbeddedSolanaProvider
}

/**
 * What the ConnectingWalletConnect view shows while the SDK pairs with a wallet,
 * and what a waiting request says. Plain state written with `setState` by the
 * lazy code that knows it (the WalletConnect client, the modal): the page start
 * carries the empty store and no setters.
 */
export interface WalletConnectState {
  /** The pairing URI the QR code holds; replaced when it expires. */
  uri?: string | undefined
  /** When `uri` must be replaced (ms since the epoch). */
  expiresAt?: number | undefined
  /** The session's wallet (its metadata name), once paired. */
  walletName?: string | undefined
  /** The method a request waits on in the wallet ("Continue in <wallet>"). */
  pendingRequest?: string | undefined
  /** The wallet picked in the list; undefined for the plain WalletConnect row (set with `linked: false` when a pairing starts). */
  chosen?: ChosenWallet | undefined
  /** The pairing URI was handed to the wallet's app by link (CONNECT_SUCCESS's 'mobile'). */
  linked?: boolean | undefined
  /** The session's Solana account (SPEC §4: one session, several chains). */
  solana?: WalletConnectSolanaAccount | undefined
}

export type WalletConnectStore = StoreApi<WalletConnectState>

export function createWalletConnectStore(): WalletConnectStore {
  return createStore<WalletConnectState>()(() => ({}))
}
