import { describe, expect, it, vi } from 'vitest'
import { generateDeviceKeyPair } from '../shared/deviceProof'
import { createDeviceKeys, frameIndexedDb, type KeyVault } from './deviceKey'

/** A vault as IndexedDB behaves: keeps the first pair it is given. */
function memoryVault(): KeyVault & { stored: () => CryptoKeyPair | undefined } {
  let stored: CryptoKeyPair | undefined
  return {
    stored: () => stored,
    async keepFirst(generate) {
      stored ??= await generate()
      return stored
    },
  }
}

describe('the frame device key', () => {
  it('is a P-256 ECDSA key whose private half cannot be exported', async () => {
    const key = await createDeviceKeys(memoryVault()).key()
    expect(key.privateKey.extractable).toBe(false)
    expect(key.privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' })
    await expect(crypto.subtle.exportKey('jwk', key.privateKey)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('pkcs8', key.privateKey)).rejects.toThrow()
    expect(Object.keys(key.publicJwk).sort()).toEqual(['crv', 'kty', 'x', 'y'])
  })

  it('is made on first need, then reused: by this page and by the next one (the vault)', async () => {
    const vault = memoryVault()
    const generate = vi.fn(generateDeviceKeyPair)
    const keys = createDeviceKeys(vault, generate)
    expect(generate).not.toHaveBeenCalled()
    const [first, again] = await Promise.all([keys.key(), keys.key()])
    expect(again).toBe(first)
    expect(vault.stored()?.privateKey).toBe(first.privateKey)
    const nextPage = await createDeviceKeys(vault, generate).key()
    expect(nextPage.privateKey).toBe(first.privateKey)
    expect(nextPage.publicJwk).toEqual(first.publicJwk)
    expect(generate).toHaveBeenCalledTimes(1)
  })

  it('falls back to a key in memory for the page when IndexedDB fails, hangs or is absent', async () => {
    const failing: KeyVault = { keepFirst: async () => Promise.reject(new Error('blocked')) }
    const hanging: KeyVault = { keepFirst: () => new Promise(() => {}) }
    for (const keys of [
      createDeviceKeys(failing),
      createDeviceKeys(hanging, undefined, 20),
      createDeviceKeys(undefined),
    ]) {
      const key = await keys.key()
      expect(key.privateKey.extractable).toBe(false)
      // Reused for the page's life.
      expect((await keys.key()).privateKey).toBe(key.privateKey)
    }
    // Another page gets another key: the session ends with the page.
    const a = await createDeviceKeys(undefined).key()
    const b = await createDeviceKeys(undefined).key()
    expect(a.publicJwk).not.toEqual(b.publicJwk)
  })

  it('reads window.indexedDB as undefined where reading it throws', () => {
    const blocked = {
      get indexedDB(): IDBFactory {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    expect(frameIndexedDb(blocked)).toBeUndefined()
    expect(frameIndexedDb({})).toBeUndefined()
  })
})
