import { describe, expect, it } from 'vitest'
import { createSiwxStore, signInBlocksClose } from './siwxStore'

const pending = {
  chainId: 'eip155:1',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
} as const

describe('siwx store', () => {
  it('tracks a prompt, a failed attempt and its end', () => {
    const store = createSiwxStore()
    store.getState().prompt(pending, true)
    store.getState().startSigning()
    expect(store.getState()).toMatchObject({ pending, required: true, signing: true })
    store.getState().failed('Signature declined')
    expect(store.getState()).toMatchObject({ signing: false, error: 'Signature declined', pending })
    store.getState().clear()
    expect(store.getState()).toMatchObject({
      pending: undefined,
      required: false,
      error: undefined,
    })
  })

  it('blocks closing only on the sign and approve views of a required, pending sign-in', () => {
    const store = createSiwxStore()
    store.getState().prompt(pending, true)
    for (const view of ['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction'] as const)
      expect(signInBlocksClose(store.getState(), view)).toBe(true)
    expect(signInBlocksClose(store.getState(), 'Account')).toBe(false)
    store.getState().prompt(pending, false)
    expect(signInBlocksClose(store.getState(), 'SIWXSignMessage')).toBe(false)
    store.getState().clear()
    expect(signInBlocksClose(store.getState(), 'SIWXSignMessage')).toBe(false)
  })
})
