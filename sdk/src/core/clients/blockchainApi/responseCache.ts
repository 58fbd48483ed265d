import type { Check } from './shapeCheck'

/** Every key this cache writes to local storage starts with this. */
export const CACHE_STORAGE_PREFIX = '@airlock/cache/'

/**
 * The caches of SPEC §9 (balances 30 s, names and identity 5 min). SPEC §3 keeps
 * them in local storage, so a reload shows the last answer at once; a memory
 * copy per instance spares the parse on every read.
 */
export interface ResponseCache {
  /** The value stored under `key` if it has not expired and still passes `shape`. */
  get<T>(key: string, shape: Check<T>): T | undefined
  set(key: string, value: unknown, ttlMs: number): void
  delete(key: string): void
}

export interface ResponseCacheOptions {
  /** Local storage, or none (server side, storage disabled): memory only. */
  storage?: Storage | undefined
  now?: () => number
}

interface Entry {
  value: unknown
  expiresAt: number
}

function readEntry(raw: string | null): Entry | undefined {
  if (!raw) return undefined
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const { value, expiresAt } = parsed as Record<string, unknown>
    return typeof expiresAt === 'number' ? { value, expiresAt } : undefined
  } catch {
    return undefined
  }
}

/** The page's local storage, if it has one that works (private modes may throw on access). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const { storage } = options
  const now = options.now ?? Date.now
  const memory = new Map<string, Entry>()
  const storageKey = (key: string) => `${CACHE_STORAGE_PREFIX}${key}`
  let swept = false

  // Once per instance: expired entries of earlier visits are removed, so the storage does not grow.
  function sweep(): void {
    if (swept || !storage) return
    swept = true
    try {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index))
      for (const key of keys) {
        if (!key?.startsWith(CACHE_STORAGE_PREFIX)) continue
        const entry = readEntry(storage.getItem(key))
        if (!entry || entry.expiresAt <= now()) storage.removeItem(key)
      }
    } catch {
      // Storage unavailable: memory only.
    }
  }

  function remove(key: string): void {
    memory.delete(key)
    try {
      storage?.removeItem(storageKey(key))
    } catch {
      // Memory copy is gone; nothing else to do.
    }
  }

  return {
    get(key, shape) {
      sweep()
      let entry = memory.get(key)
      if (!entry) {
        try {
          entry = readEntry(storage?.getItem(storageKey(key)) ?? null)
        } catch {
          entry = undefined
        }
      }
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        remove(key)
        return undefined
      }
      try {
        // Storage is writable by any script of the origin: its content is checked like an answer.
        const value = shape(entry.value)
        memory.set(key, entry)
        return value
      } catch {
        remove(key)
        return undefined
      }
    },
    set(key, value, ttlMs) {
      const entry = { value, expiresAt: now() + ttlMs }
      memory.set(key, entry)
      try {
        storage?.setItem(storageKey(key), JSON.stringify(entry))
      } catch {
        // Quota or disabled storage: the memory copy still serves this page.
      }
    },
    delete: remove,
  }
}
