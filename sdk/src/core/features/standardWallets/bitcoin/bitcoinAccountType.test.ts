import { describe, expect, it } from 'vitest'
import { bitcoinAccountType } from './bitcoinAccountType'

describe('the preferredAccountTypes option for bip122', () => {
  it("is 'payment' by default (SPEC §6) and 'ordinals' when the dapp says so", () => {
    expect(bitcoinAccountType(undefined)).toBe('payment')
    expect(bitcoinAccountType({})).toBe('payment')
    expect(bitcoinAccountType({ bip122: undefined })).toBe('payment')
    expect(bitcoinAccountType({ bip122: 'payment' })).toBe('payment')
    expect(bitcoinAccountType({ bip122: 'ordinals' })).toBe('ordinals')
  })

  it.each([
    [
      'ordinals',
      `preferredAccountTypes must be an object such as { bip122: 'ordinals' }, not "ordinals"`,
    ],
    [null, `preferredAccountTypes must be an object such as { bip122: 'ordinals' }, not null`],
    [
      ['ordinals'],
      `preferredAccountTypes must be an object such as { bip122: 'ordinals' }, not an array`,
    ],
    [
      { bip122: 'taproot' },
      `preferredAccountTypes.bip122 must be 'payment' or 'ordinals', not "taproot"`,
    ],
    [{ bip122: 1 }, `preferredAccountTypes.bip122 must be 'payment' or 'ordinals', not 1`],
    [
      { eip155: 'smartAccount' },
      'preferredAccountTypes.eip155 is not an option: only bip122 has an account type to choose',
    ],
  ])('refuses %j with an exact message', (value, message) => {
    expect(() => bitcoinAccountType(value)).toThrow(message)
    try {
      bitcoinAccountType(value)
    } catch (error) {
      expect((error as { code?: string }).code).toBe('INVALID_APP_CONFIGURATION')
    }
  })
})
