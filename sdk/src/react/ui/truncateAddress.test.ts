import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress'

describe('truncateAddress', () => {
  it('shows 4 hex digits after 0x and the last 6', () => {
    expect(truncateAddress('0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c')).toBe('0x5a0b…029c4c')
  })

  it('keeps the case of a checksummed address', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…b92266')
  })

  it('cuts a Solana address to 4 and 6 characters', () => {
    expect(truncateAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD…wCFLtV')
  })

  it('leaves a short value whole', () => {
    expect(truncateAddress('0x1234567890a')).toBe('0x1234567890a')
    expect(truncateAddress('')).toBe('')
  })
})
