import { afterEach, describe, expect, it } from 'vitest'
import { createFrameStorage, FrameStorageKeys } from './frameStorage'

afterEach(() => localStorage.clear())

describe('frame storage', () => {
  it('stores every value under the @appkit-wallet/ prefix', () => {
    const storage = createFrameStorage()
    storage.setEmailLoginUsed()
    storage.setEmail('ada@example.com')
    storage.setLastUsedChain(31337)
    storage.setLastEmailLoginTime(1_700_000_000_000)
    storage.setSocialUsername('ada')
    storage.setConnectedSocial('x')
    storage.setSmartAccountEnabledNetworks([1, 137])
    storage.setPreferredAccountType('eoa')
    expect(Object.keys(localStorage).sort()).toEqual(Object.values(FrameStorageKeys).sort())
    for (const key of Object.keys(localStorage))
      expect(key.startsWith('@appkit-wallet/')).toBe(true)
    expect(storage.isEmailLoginUsed()).toBe(true)
    expect(storage.getEmail()).toBe('ada@example.com')
    expect(storage.getLastUsedChain()).toBe(31337)
    expect(storage.getLastEmailLoginTime()).toBe(1_700_000_000_000)
    expect(storage.getSocialUsername()).toBe('ada')
    expect(storage.getConnectedSocial()).toBe('x')
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([1, 137])
    expect(storage.getPreferredAccountType()).toBe('eoa')
  })

  it('keeps non-numeric chain ids as strings', () => {
    const storage = createFrameStorage()
    storage.setLastUsedChain('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(storage.getLastUsedChain()).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('has no key for a session token', () => {
    expect(
      Object.values(FrameStorageKeys).filter((key) => /token|session|secret|private/i.test(key)),
    ).toEqual([])
  })

  it('clears the login cache but keeps the project-level values', () => {
    const storage = createFrameStorage()
    storage.setEmailLoginUsed()
    storage.setEmail('ada@example.com')
    storage.setLastEmailLoginTime(1)
    storage.setSocialUsername('ada')
    storage.setConnectedSocial('github')
    storage.setLastUsedChain(1)
    storage.setSmartAccountEnabledNetworks([1])
    storage.setPreferredAccountType('smartAccount')
    storage.clearLoginCache()
    expect(storage.isEmailLoginUsed()).toBe(false)
    expect(storage.getEmail()).toBeUndefined()
    expect(storage.getLastEmailLoginTime()).toBeUndefined()
    expect(storage.getSocialUsername()).toBeUndefined()
    expect(storage.getConnectedSocial()).toBeUndefined()
    expect(storage.getLastUsedChain()).toBeUndefined()
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([1])
    expect(storage.getPreferredAccountType()).toBe('smartAccount')
  })

  it('reads garbage as absent', () => {
    localStorage.setItem(FrameStorageKeys.smartAccountEnabledNetworks, '{not json')
    localStorage.setItem(FrameStorageKeys.preferredAccountType, 'root')
    localStorage.setItem(FrameStorageKeys.lastEmailLoginTime, 'soon')
    const storage = createFrameStorage()
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([])
    expect(storage.getPreferredAccountType()).toBeUndefined()
    expect(storage.getLastEmailLoginTime()).toBeUndefined()
  })

  it('works when storage throws (Safari private mode)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const storage = createFrameStorage(throwing)
    expect(() => storage.setEmailLoginUsed()).not.toThrow()
    expect(storage.isEmailLoginUsed()).toBe(false)
    expect(() => storage.clearLoginCache()).not.toThrow()
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([])
  })

  it('works when there is no storage at all (server rendering)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true })
    try {
      const storage = createFrameStorage()
      storage.setEmail('ada@example.com')
      expect(storage.getEmail()).toBeUndefined()
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor)
    }
  })
})
