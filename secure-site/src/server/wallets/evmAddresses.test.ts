import { randomBytes } from 'node:crypto'
import type { Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { SealedSecret } from '../vault/envelope'
import { evmAddressOf, MAX_REMEMBERED_ADDRESSES } from './evmAddresses'

const ADDRESS = '0x00000000000000000000000000000000000000a1' as Address

function sealed(): SealedSecret {
  return {
    ciphertext: new Uint8Array(randomBytes(48)),
    iv: new Uint8Array(randomBytes(12)),
    wrappedDataKey: new Uint8Array(randomBytes(60)),
    keyVersion: 'env:0000aaaa',
  }
}

describe('evmAddressOf', () => {
  it('derives once per sealed record and user', () => {
    const record = sealed()
    const derive = vi.fn(() => ADDRESS)
    expect(evmAddressOf('user-1', record, derive)).toBe(ADDRESS)
    expect(evmAddressOf('user-1', { ...record }, derive)).toBe(ADDRESS)
    expect(derive).toHaveBeenCalledTimes(1)
    // Another user, or the same record relabelled, is derived afresh.
    evmAddressOf('user-2', record, derive)
    evmAddressOf('user-1', { ...record, keyVersion: 'env:0000bbbb' }, derive)
    expect(derive).toHaveBeenCalledTimes(3)
  })

  it('derives again when any byte of the record changed', () => {
    const record = sealed()
    const derive = vi.fn(() => ADDRESS)
    evmAddressOf('user-3', record, derive)
    for (const field of ['ciphertext', 'iv', 'wrappedDataKey'] as const) {
      const changed = new Uint8Array(record[field])
      changed[0] = (changed[0] ?? 0) ^ 1
      evmAddressOf('user-3', { ...record, [field]: changed }, derive)
    }
    expect(derive).toHaveBeenCalledTimes(4)
  })

  it('keeps at most MAX_REMEMBERED_ADDRESSES, forgetting the oldest', () => {
    const first = sealed()
    const derive = vi.fn(() => ADDRESS)
    evmAddressOf('user-4', first, derive)
    for (let i = 0; i < MAX_REMEMBERED_ADDRESSES; i++) evmAddressOf(`filler-${i}`, sealed(), derive)
    derive.mockClear()
    evmAddressOf('user-4', first, derive)
    expect(derive).toHaveBeenCalledTimes(1)
  })
})
