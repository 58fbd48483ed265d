import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { CACHE_STORAGE_PREFIX, createCachedQueries } from './cachedQueries'
import { createAirlockQueryClient } from './queryClient'

const identity = z.object({ name: z.string() })
const queries = (storage: Storage | undefined = localStorage) =>
  createCachedQueries(createAirlockQueryClient(), storage)

/** A read of `identity/0xabc` whose loader counts its calls and answers `name`. */
function reader(name = 'ada') {
  const load = vi.fn(async (_signal: AbortSignal) => ({ name }))
  return {
    load,
    read: { key: ['identity', '0xabc'], lifetimeMs: 300_000, schema: identity, load },
  }
}

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('cached queries (SPEC §9 over query-core)', () => {
  it('keeps an answer for its lifetime, in the QueryClient and under a namespaced storage key', async () => {
    vi.useFakeTimers()
    const first = queries()
    const { read, load } = reader()
    await first.fetch(read)
    expect(localStorage.getItem(`${CACHE_STORAGE_PREFIX}identity/0xabc`)).toContain('ada')
    // A reload: a new client, the same storage.
    await expect(queries().fetch({ ...read, load: reader('eve').load })).resolves.toEqual({
      name: 'ada',
    })
    await vi.advanceTimersByTimeAsync(299_999)
    await first.fetch(read)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    await first.fetch(read)
    expect(load).toHaveBeenCalledTimes(2)
    // The stored copy of an expired answer is not served either.
    await vi.advanceTimersByTimeAsync(300_000)
    const later = reader('eve')
    await expect(queries().fetch(later.read)).resolves.toEqual({ name: 'eve' })
  })

  it('shares one load between callers, and a forced read replaces a load under way', async () => {
    const c = queries()
    const { read, load } = reader()
    const [a, b] = await Promise.all([c.fetch(read), c.fetch(read)])
    expect(b).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
    let seen: AbortSignal | undefined
    const slow = c.fetch({
      ...read,
      forceUpdate: true,
      load: (signal) => {
        seen = signal
        return new Promise<never>(() => {})
      },
    })
    await vi.waitFor(() => expect(seen).toBeDefined())
    const forced = c.fetch({ ...read, forceUpdate: true, load: async () => ({ name: 'eve' }) })
    await expect(forced).resolves.toEqual({ name: 'eve' })
    expect(seen?.aborted).toBe(true)
    // The replaced caller is served the fresh answer the cache held; it does not hang.
    await expect(slow).resolves.toEqual({ name: 'ada' })
  })

  it('does not keep a failure', async () => {
    const c = queries()
    const { read } = reader()
    await expect(
      c.fetch({ ...read, load: () => Promise.reject(new Error('down')) }),
    ).rejects.toThrow('down')
    await expect(c.fetch(read)).resolves.toEqual({ name: 'ada' })
  })

  it('drops a stored entry that no longer passes its schema, or is not one', async () => {
    const expiresAt = Date.now() + 10_000
    localStorage.setItem(
      `${CACHE_STORAGE_PREFIX}identity/0xabc`,
      JSON.stringify({ data: { name: 42 }, updatedAt: Date.now(), expiresAt }),
    )
    localStorage.setItem(`${CACHE_STORAGE_PREFIX}identity/0xdef`, '{not json')
    const c = queries()
    const { read, load } = reader()
    await expect(c.fetch(read)).resolves.toEqual({ name: 'ada' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem(`${CACHE_STORAGE_PREFIX}identity/0xdef`)).toBeNull()
  })

  it('sweeps expired entries of earlier visits once, leaving other keys alone', async () => {
    localStorage.setItem(
      `${CACHE_STORAGE_PREFIX}balance/old`,
      JSON.stringify({ data: {}, updatedAt: 0, expiresAt: Date.now() - 1 }),
    )
    localStorage.setItem('@airlock/recent_wallets', '[]')
    await queries().fetch(reader().read)
    expect(localStorage.getItem(`${CACHE_STORAGE_PREFIX}balance/old`)).toBeNull()
    expect(localStorage.getItem('@airlock/recent_wallets')).toBe('[]')
  })

  it('remove forgets an answer in the client and in storage', async () => {
    const c = queries()
    const { read, load } = reader()
    await c.fetch(read)
    c.remove(read.key)
    expect(localStorage.getItem(`${CACHE_STORAGE_PREFIX}identity/0xabc`)).toBeNull()
    await c.fetch(read)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('serves from memory when storage is missing or throws', async () => {
    const broken = {
      getItem() {
        throw new Error('denied')
      },
      setItem() {
        throw new Error('quota')
      },
      removeItem() {
        throw new Error('denied')
      },
      key: () => null,
      get length(): number {
        throw new Error('denied')
      },
      clear() {},
    } as Storage
    for (const storage of [broken, undefined]) {
      const memoryOnly = queries(storage)
      const { read, load } = reader()
      await memoryOnly.fetch(read)
      await expect(memoryOnly.fetch(read)).resolves.toEqual({ name: 'ada' })
      expect(load).toHaveBeenCalledTimes(1)
      memoryOnly.remove(read.key)
      await memoryOnly.fetch(read)
      expect(load).toHaveBeenCalledTimes(2)
    }
  })
})
