import { createStore, type StoreApi } from 'zustand/vanilla'

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
}

export interface WalletConnectActions {
  showUri(uri: string, expiresAt: number): void
  clearUri(): void
  setWalletName(name: string | undefined): void
  setPendingRequest(method: string | undefined): void
}

export type WalletConnectStore = StoreApi<WalletConnectState & WalletConnectActions>

export function createWalletConnectStore(): WalletConnectStore {
  return createStore<WalletConnectState & WalletConnectActions>()((set) => ({
    uri: undefined,
    expiresAt: undefined,
    walletName: undefined,
    pendingRequest: undefined,
    showUri: (uri, expiresAt) => set({ uri, expiresAt }),
    clearUri: () => set({ uri: undefined, expiresAt: undefined }),
    setWalletName: (walletName) => set({ walletName }),
    setPendingRequest: (pendingRequest) => set({ pendingRequest }),
  }))
}
