import { describe, expect, it } from 'vitest'
import { preferredAccountTypeFor } from './preferredAccountType'

describe('preferredAccountTypeFor', () => {
  it('defaults eip155 to a smart account where smart accounts are enabled', () => {
    expect(preferredAccountTypeFor('eip155', 1, [1, 137], undefined)).toBe('smartAccount')
  })

  it('keeps the stored choice where smart accounts are enabled', () => {
    expect(preferredAccountTypeFor('eip155', 1, [1], 'eoa')).toBe('eoa')
  })

  it('uses eoa where smart accounts are not enabled, and on solana', () => {
    expect(preferredAccountTypeFor('eip155', 31337, [1], 'smartAccount')).toBe('eoa')
    expect(preferredAccountTypeFor('solana', 'x', [1], 'smartAccount')).toBe('eoa')
  })
})
