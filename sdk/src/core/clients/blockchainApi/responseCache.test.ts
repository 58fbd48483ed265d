import { afterEach, describe, expect, it } from 'vitest'
import { CACHE_STORAGE_PREFIX, createResponseCache } from './responseCache'
import { object, string } from './shapeCheck'

const identity = object({ name: string })
let clock = 1_000

const cache = (storage: Storage | undefined = localStorage) =>
  createResponseCache({ storage, now: () => clock })

afterEach(() => {
  localStorage.clear()
  clock = 1_000
})

describe('response cache', () => {
  it('keeps a value for its lifetime, in memory and under a namespaced storage key', () => {
    const first = cache()
    first.set('identity/0xabc', { name: 'ada' }, 300_000)
    expect(localStorage.getItem(`${CACHE_STORAGE_PREFIX}identity/0xabc`)).toContain('ada')
    expect(cache().get('identity/0xabc', identity)).toEqual({ name: 'ada' })
    clock += 300_000
    expect(first.get('identity/0xabc', identity)).toBeUndefined()
    expect(localStorage.getItem(`${CACHE_STORAGE_PREFIX}identity/0xabc`)).toBeNull()
  })

  it('drops a stored entry that no longer has the expected shape', () => {
    localStorage.setItem(
      `${CACHE_STORAGE_PREFIX}identity/0xabc`,
      JSON.stringify({ value: { name: 42 }, expiresAt: clock + 10 }),
    )
    localStorage.setItem(`${CACHE_STORAGE_PREFIX}identity/0xdef`, '{not json')
    const reader = cache()
    expect(reader.get('identity/0xabc', identity)).toBeUndefined()
    expect(reader.get('identity/0xdef', identity)).toBeUndefined()
    expect(localStorage.getItem(`${CACHE_STORAGE_PREFIX}identity/0xabc`)).toBeNull()
  })

  it('sweeps expired entries of earlier visits once, leaving other keys alone', () => {
    localStorage.setItem(
      `${CACHE_STORAGE_PREFIX}balance/old`,
      JSON.stringify({ value: {}, expiresAt: clock - 1 }),
    )
    localStorage.setItem('@airlock/recent_wallets', '[]')
    cache().get('anything', identity)
    expect(localStorage.getItem(`${CACHE_STORAGE_PREFIX}balance/old`)).toBeNull()
    expect(localStorage.getItem('@airlock/recent_wallets')).toBe('[]')
  })

  it('serves from memory when storage is missing or throws', () => {
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
      const memoryOnly = cache(storage)
      memoryOnly.set('k', { name: 'ada' }, 10)
      expect(memoryOnly.get('k', identity)).toEqual({ name: 'ada' })
      memoryOnly.delete('k')
      expect(memoryOnly.get('k', identity)).toBeUndefined()
    }
  })
})
