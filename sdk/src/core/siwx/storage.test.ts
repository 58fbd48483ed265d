import { afterEach, describe, expect, it } from 'vitest'
import { createLocalSiwxStorage, SIWX_STORAGE_KEY } from './storage'
import type { SIWXSession } from './types'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const NOW = Date.parse('2025-01-02T00:00:00Z')

function session(patch: Partial<SIWXSession['data']> = {}): SIWXSession {
  return {
    data: {
      accountAddress: ADDRESS,
      chainId: 'eip155:1',
      domain: 'dapp.example',
      uri: 'https://dapp.example/',
      version: '1',
      nonce: 'abcdefgh12',
      issuedAt: '2025-01-01T00:00:00Z',
      expirationTime: '2025-01-03T00:00:00Z',
      ...patch,
    },
    message: 'signed text',
    signature: '0x1234',
  }
}

afterEach(() => localStorage.clear())

describe('local sign-in storage', () => {
  const storage = createLocalSiwxStorage({ now: () => NOW })

  it('keeps sessions under @airlock/siwx_sessions, per chain and address (any case)', () => {
    storage.add(session())
    storage.add(session({ chainId: 'eip155:10' }))
    expect(JSON.parse(localStorage.getItem(SIWX_STORAGE_KEY) ?? '[]')).toHaveLength(2)
    expect(storage.get('eip155:1', ADDRESS.toLowerCase())).toEqual([session()])
    expect(storage.get('eip155:137', ADDRESS)).toEqual([])
  })

  it('replaces the session of the same account and chain', () => {
    storage.add(session({ nonce: 'first0001' }))
    storage.add(session({ nonce: 'second0002' }))
    expect(storage.get('eip155:1', ADDRESS).map((item) => item.data.nonce)).toEqual(['second0002'])
  })

  it('drops expired sessions on read and rewrites the key without them', () => {
    storage.set([
      session(),
      session({ chainId: 'eip155:10', expirationTime: '2025-01-01T12:00:00Z' }),
    ])
    expect(storage.get('eip155:10', ADDRESS)).toEqual([])
    expect(JSON.parse(localStorage.getItem(SIWX_STORAGE_KEY) ?? '[]')).toEqual([session()])
  })

  it('counts an unreadable expiration time as expired', () => {
    storage.set([session({ expirationTime: 'never' })])
    expect(storage.get('eip155:1', ADDRESS)).toEqual([])
  })

  it('deletes one account and chain; an empty list removes the key', () => {
    storage.set([session(), session({ chainId: 'eip155:10' })])
    storage.delete('eip155:1', ADDRESS)
    expect(storage.get('eip155:10', ADDRESS)).toHaveLength(1)
    storage.delete('eip155:10', ADDRESS)
    expect(localStorage.getItem(SIWX_STORAGE_KEY)).toBeNull()
  })

  it('ignores corrupt JSON and malformed entries', () => {
    localStorage.setItem(SIWX_STORAGE_KEY, '{not json')
    expect(storage.get('eip155:1', ADDRESS)).toEqual([])
    localStorage.setItem(SIWX_STORAGE_KEY, JSON.stringify([{ data: 1 }, session(), 'x']))
    expect(storage.get('eip155:1', ADDRESS)).toEqual([session()])
  })

  it('does nothing and throws nothing without storage (server rendering)', () => {
    const none = createLocalSiwxStorage({ storage: () => undefined })
    expect(() => none.add(session())).not.toThrow()
    expect(none.get('eip155:1', ADDRESS)).toEqual([])
  })

  it('survives a storage that throws on every call', () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    const throwing = {
      getItem: denied,
      setItem: denied,
      removeItem: denied,
    } as unknown as Storage
    const broken = createLocalSiwxStorage({ storage: () => throwing })
    expect(() => broken.add(session())).not.toThrow()
    expect(() => broken.delete('eip155:1', ADDRESS)).not.toThrow()
    expect(broken.get('eip155:1', ADDRESS)).toEqual([])
  })
})
