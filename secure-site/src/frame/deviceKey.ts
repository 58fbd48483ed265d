/**
 * The frame's device key (issue 22 §3): a P-256 ECDSA key pair made by WebCrypto with
 * `extractable: false`, so no script, not even the frame's own, can read the private
 * key; it can only ask the browser to sign with it. Every API call carries a proof
 * signed by it (api.ts, src/shared/deviceProof.ts), and each session is bound to it: a
 * token copied out of storage, a log or the network signs nothing elsewhere.
 *
 * Kept in the secure origin's own IndexedDB, which the browser partitions per top-level
 * site like the frame's localStorage: made on first need, then reused by every page of
 * the frame in this browser for that site. Where IndexedDB is unavailable or fails
 * (blocked third-party storage, a private mode that refuses it), the key lives in memory
 * for the page's life instead: the frame keeps working, and its session simply ends
 * with the page (the next page's key is another, so the server refuses the old tokens
 * and the frame reports 'Session Expired').
 */
import { type DeviceKey, generateDeviceKeyPair, publicJwkOf } from '../shared/deviceProof'

/** Where the key pair persists. */
export interface KeyVault {
  /** The stored pair, or a generated one stored and returned when none is. */
  keepFirst(generate: () => Promise<CryptoKeyPair>): Promise<CryptoKeyPair>
}

export interface DeviceKeys {
  key(): Promise<DeviceKey>
}

const DB_NAME = '@airlock-frame/keys'
const STORE = 'keys'
const DEVICE_KEY_ID = 'device'

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

/** How long IndexedDB may take before the page settles for an in-memory key. */
export const VAULT_TIMEOUT_MS = 5_000

/** window.indexedDB, or undefined where reading it throws (storage blocked) or it is absent. */
export function frameIndexedDb(win: { readonly indexedDB?: IDBFactory }): IDBFactory | undefined {
  try {
    return win.indexedDB ?? undefined
  } catch {
    return undefined
  }
}

/** The secure origin's IndexedDB, or undefined when the browser offers none. */
export function indexedDbVault(factory: IDBFactory | undefined): KeyVault | undefined {
  if (!factory) return undefined
  return {
    async keepFirst(generate) {
      const open = factory.open(DB_NAME, 1)
      open.onupgradeneeded = () => open.result.createObjectStore(STORE)
      const db = await requestResult(open)
      const read = async (mode: IDBTransactionMode) => {
        const store = db.transaction(STORE, mode).objectStore(STORE)
        const stored = (await requestResult(store.get(DEVICE_KEY_ID))) as CryptoKeyPair | undefined
        return { store, stored: stored?.privateKey && stored.publicKey ? stored : undefined }
      }
      try {
        const first = await read('readonly')
        if (first.stored) return first.stored
        // Made outside any transaction (one would commit while this awaits), then kept
        // only if no other tab stored one meanwhile: get and put in one readwrite
        // transaction, which the browser runs alone on the store.
        const fresh = await generate()
        const second = await read('readwrite')
        if (second.stored) return second.stored
        await requestResult(second.store.put(fresh, DEVICE_KEY_ID))
        return fresh
      } finally {
        db.close()
      }
    },
  }
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('IndexedDB did not answer in time')), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export function createDeviceKeys(
  vault: KeyVault | undefined,
  generate: () => Promise<CryptoKeyPair> = generateDeviceKeyPair,
  vaultTimeoutMs: number = VAULT_TIMEOUT_MS,
): DeviceKeys {
  let loaded: Promise<DeviceKey> | undefined
  const load = async (): Promise<DeviceKey> => {
    let pair: CryptoKeyPair | undefined
    try {
      if (vault) pair = await within(vault.keepFirst(generate), vaultTimeoutMs)
    } catch {
      // IndexedDB refused: the in-memory key for this page (see the top of this file).
    }
    pair ??= await generate()
    return { privateKey: pair.privateKey, publicJwk: await publicJwkOf(pair.publicKey) }
  }
  return {
    key() {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined
        throw error
      })
      return loaded
    },
  }
}
