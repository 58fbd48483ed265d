import { describe, expect, it } from 'vitest'
import { refusalOf } from './refusal'

const address = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'

describe('refusalOf', () => {
  it('refuses personal_sign of odd-length hex, in either parameter order', () => {
    const message = 'Invalid message: 0x-hex with an odd number of digits is not whole bytes'
    expect(refusalOf('personal_sign', ['0x1', address])).toBe(message)
    expect(refusalOf('personal_sign', [address, '0xabc'])).toBe(message)
  })

  it('lets whole-byte hex and text through', () => {
    expect(refusalOf('personal_sign', ['0x01', address])).toBeNull()
    expect(refusalOf('personal_sign', ['0x', address])).toBeNull()
    expect(refusalOf('personal_sign', ['hello 0x1', address])).toBeNull()
  })

  it('refuses a Solana batch larger than the card shows', () => {
    const batch = (size: number) => ({ transactions: Array(size).fill('tx') })
    expect(refusalOf('solana_signAllTransactions', batch(20))).toBeNull()
    expect(refusalOf('solana_signAllTransactions', batch(21))).toBe(
      'Too many transactions: at most 20 can be shown and signed at once',
    )
  })
})
