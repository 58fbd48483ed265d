/**
 * The frame's own localStorage: partitioned per top-level site by the browser, and
 * never shared with the host page. Where third-party storage is blocked (access
 * throws), the frame falls back to memory and the session lasts as long as the page.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value)
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}

export function frameStorage(win: { readonly localStorage: Storage }): KeyValueStorage {
  try {
    const storage = win.localStorage
    const probe = '@airlock-frame/probe'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return memoryStorage()
  }
}

/** JSON from storage, or null when missing or unreadable. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  const text = storage.getItem(key)
  if (text === null) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
