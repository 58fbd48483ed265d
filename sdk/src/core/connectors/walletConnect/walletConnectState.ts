import { createStore, type StoreApi } from 'zustand/vanilla'
import type { WalletListItem } from '../../clients/walletApi/types'

/** A catalogue (or custom) wallet the visitor picked to connect through WalletConnect. */
export interface ChosenWallet {
  item: WalletListItem
  /** A custom wallet's own image (catalogue wallets have `item.image_id`). */
  imageUrl?: string | undefined
}

/** What the ConnectingWalletConnect view shows while the SDK pairs with a wallet. */
export interface WalletConnectState {
  /** The pairing URI the QR code holds; replaced when it expires. */
  uri: string | undefined
  /** When `uri` must be replaced (ms since the epoch). */
  expiresAt: number | undefined
  /** The session's wallet (its metadata name), once paired. */
  walletName: string | undefined
  /** The method a request waits on in the wallet ("Continue in <wallet>"). */
  pendingRequest: string | undefined
  /** The wallet picked in the list; undefined for the plain WalletConnect row. */
  chosen: ChosenWallet | undefined
  /** The pairing URI was handed to the wallet's app by link (CONNECT_SUCCESS's 'mobile'). */
  linked: boolean
}

export interface WalletConnectActions {
  showUri(uri: string, expiresAt: number): void
  clearUri(): void
  setWalletName(name: string | undefined): void
  setPendingRequest(method: string | undefined): void
  /** A new pairing for `chosen` (or the plain row): nothing linked yet. */
  choose(chosen: ChosenWallet | undefined): void
  setLinked(): void
}

export type WalletConnectStore = StoreApi<WalletConnectState & WalletConnectActions>

export function createWalletConnectStore(): WalletConnectStore {
  return createStore<WalletConnectState & WalletConnectActions>()((set) => ({
    uri: undefined,
    expiresAt: undefined,
    walletName: undefined,
    pendingRequest: undefined,
    chosen: undefined,
    linked: false,
    showUri: (uri, expiresAt) => set({ uri, expiresAt }),
    clearUri: () => set({ uri: undefined, expiresAt: undefined }),
    setWalletName: (walletName) => set({ walletName }),
    setPendingRequest: (pendingRequest) => set({ pendingRequest }),
    choose: (chosen) => set({ chosen, linked: false }),
    setLinked: () => set({ linked: true }),
  }))
}
