/**
 * What this browser remembers of the external wallets it used: the wallet to
 * reconnect after a reload (here) and the recent list (recentWallets.ts, its
 * own key). No account data: the wallet is asked again.
 */
export const CONNECTED_WALLET_KEY = '@airlock/connected_wallet'

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface WalletStorage {
  read(key: string): string | undefined
  /** Removes the key when `value` is undefined. */
  write(key: string, value: string | undefined): void
  getConnectedWalletId(): string | undefined
  setConnectedWalletId(id: string | undefined): void
}

/** Every access is guarded: storage is absent on the server and throws in some sandboxes. */
export function createWalletStorage(storage?: StorageLike): WalletStorage {
  function resolve(): StorageLike | undefined {
    try {
      return storage ?? globalThis.localStorage ?? undefined
    } catch {
      return undefined
    }
  }
  function read(key: string): string | undefined {
    try {
      return resolve()?.getItem(key) || undefined
    } catch {
      return undefined
    }
  }
  function write(key: string, value: string | undefined): void {
    try {
      if (value === undefined) resolve()?.removeItem(key)
      else resolve()?.setItem(key, value)
    } catch {
      // Not remembered: nothing is reconnected or listed next time, nothing breaks.
    }
  }
  return {
    read,
    write,
    getConnectedWalletId: () => read(CONNECTED_WALLET_KEY),
    setConnectedWalletId: (id) => write(CONNECTED_WALLET_KEY, id),
  }
}
