import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestAirlock } from '../testing/airlockHarness'
import { createDefaultSiwx } from './defaultSiwx'
import type { SiweConfig } from './fromSiweConfig'
import { siwxFromOptions } from './siwxOptions'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

const siweConfig = (overrides: Partial<SiweConfig> = {}): SiweConfig => ({
  getNonce: async () => 'nonce12345',
  createMessage: () => 'message',
  verifyMessage: async () => true,
  getSession: vi.fn(async () => ({ address: ADDRESS, chainId: 1 })),
  signOut: async () => true,
  ...overrides,
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('sign-in options', () => {
  it('both siwx and siweConfig: "Options siweConfig and siwx cannot both be set"', () => {
    const options = { siwx: createDefaultSiwx(), siweConfig: siweConfig() }
    expect(() => createTestAirlock(options)).toThrow(
      'Options siweConfig and siwx cannot both be set',
    )
  })

  it('uses siwx as given, and nothing when neither is set', () => {
    const siwx = createDefaultSiwx()
    expect(siwxFromOptions({ siwx })).toBe(siwx)
    expect(siwxFromOptions({})).toBeUndefined()
  })

  it('adapts siweConfig, loading the adapter only when a session is asked for', async () => {
    const config = siweConfig({ required: true, signOutOnDisconnect: false })
    const siwx = siwxFromOptions({ siweConfig: config })
    expect(siwx?.getRequired?.()).toBe(true)
    expect(siwx?.signOutOnDisconnect).toBe(false)
    expect(config.getSession).not.toHaveBeenCalled()
    expect(await siwx?.getSessions('eip155:1', ADDRESS)).toHaveLength(1)
    expect(await siwx?.getSessions('eip155:10', ADDRESS)).toEqual([])
  })
})
