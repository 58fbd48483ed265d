import { isCancelledError, type QueryClient, type QueryKey } from '@tanstack/query-core'
import * as z from 'zod/mini'
import { QUERY_KEY_ROOT } from './queryKeys'

/** Every key this module writes to local storage starts with this. */
export const CACHE_STORAGE_PREFIX = '@airlock/cache/'

/** One cached read: a SPEC §9 lifetime, the schema its stored copy must pass, and its loader. */
export interface CachedRead<T> {
  /** Joined with '/' for the storage key: `['balance', chainId, address, currency]`. */
  key: readonly string[]
  lifetimeMs: number
  schema: z.ZodMiniType<T, unknown>
  /** Skip the cached answer (and replace it): a refetch that cancels a fetch under way. */
  forceUpdate?: boolean | undefined
  load(signal: AbortSignal): Promise<T>
}

/**
 * The SPEC §9 caches over query-core: an answer is fresh for its lifetime
 * (`staleTime`), callers asking while it loads share one request, and a copy
 * goes to local storage (SPEC §3) so a reload shows the last answer at once.
 */
export interface CachedQueries {
  readonly client: QueryClient
  fetch<T>(read: CachedRead<T>): Promise<T>
  /** Forgets an answer here and in storage (a registration changed what it says). */
  remove(key: readonly string[]): void
}

const storedEntry = z.object({ data: z.unknown(), updatedAt: z.number(), expiresAt: z.number() })

/** The page's local storage, if it has one that works (private modes may throw on access). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

function readStored(storage: Storage, storageKey: string) {
  try {
    const raw = storage.getItem(storageKey)
    const parsed = z.safeParse(storedEntry, raw === null ? undefined : JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

function removeStored(storage: Storage | undefined, storageKey: string): void {
  try {
    storage?.removeItem(storageKey)
  } catch {
    // Storage unavailable: nothing kept there.
  }
}

export function createCachedQueries(
  client: QueryClient,
  storage: Storage | undefined = browserStorage(),
): CachedQueries {
  const queryKey = (key: readonly string[]): QueryKey => [QUERY_KEY_ROOT, 'cache', ...key]
  const storageKey = (key: readonly string[]) => `${CACHE_STORAGE_PREFIX}${key.join('/')}`
  let swept = false

  // Once per instance: expired entries of earlier visits are removed, so the storage does not grow.
  function sweep(): void {
    if (swept || !storage) return
    swept = true
    try {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index))
      for (const key of keys) {
        if (!key?.startsWith(CACHE_STORAGE_PREFIX)) continue
        const entry = readStored(storage, key)
        if (!entry || entry.expiresAt <= Date.now()) storage.removeItem(key)
      }
    } catch {
      // Storage unavailable: memory only.
    }
  }

  /** An answer of an earlier visit, if still within its lifetime and still of its schema. */
  function restore<T>(read: CachedRead<T>): void {
    if (!storage || client.getQueryData(queryKey(read.key)) !== undefined) return
    const entry = readStored(storage, storageKey(read.key))
    if (!entry || entry.expiresAt <= Date.now()) return
    // Storage is writable by any script of the origin: its content is checked like an answer.
    const checked = z.safeParse(read.schema, entry.data)
    if (!checked.success) {
      removeStored(storage, storageKey(read.key))
      return
    }
    client.setQueryData(queryKey(read.key), checked.data, { updatedAt: entry.updatedAt })
  }

  function store(read: CachedRead<unknown>, data: unknown): void {
    const updatedAt = Date.now()
    try {
      storage?.setItem(
        storageKey(read.key),
        JSON.stringify({ data, updatedAt, expiresAt: updatedAt + read.lifetimeMs }),
      )
    } catch {
      // Quota or disabled storage: the memory copy still serves this page.
    }
  }

  async function fetch<T>(read: CachedRead<T>): Promise<T> {
    sweep()
    const key = queryKey(read.key)
    if (read.forceUpdate) await client.cancelQueries({ queryKey: key, exact: true })
    else restore(read)
    try {
      return await client.fetchQuery({
        queryKey: key,
        staleTime: read.forceUpdate ? 0 : read.lifetimeMs,
        queryFn: async ({ signal }) => {
          const data = await read.load(signal)
          store(read, data)
          return data
        },
      })
    } catch (error) {
      // Another forced read replaced this one: its caller gets what a plain read would serve now.
      if (isCancelledError(error)) return fetch({ ...read, forceUpdate: false })
      throw error
    }
  }

  return {
    client,
    fetch,
    remove(key) {
      client.removeQueries({ queryKey: queryKey(key), exact: true })
      removeStored(storage, storageKey(key))
    },
  }
}
