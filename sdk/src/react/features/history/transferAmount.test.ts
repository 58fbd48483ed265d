import { describe, expect, it } from 'vitest'
import { formatTransferAmount } from './transferAmount'

describe('formatTransferAmount', () => {
  it('cuts to 4 decimals and drops trailing zeros', () => {
    expect(formatTransferAmount('1.000166666')).toBe('1.0001')
    expect(formatTransferAmount('0.001')).toBe('0.001')
    expect(formatTransferAmount('1.50')).toBe('1.5')
    expect(formatTransferAmount('3000')).toBe('3000')
    expect(formatTransferAmount('12.99999')).toBe('12.9999')
  })

  it('shows dust as <0.0001 and nothing as 0', () => {
    expect(formatTransferAmount('0.00000004')).toBe('<0.0001')
    expect(formatTransferAmount('0')).toBe('0')
    expect(formatTransferAmount('0.0000')).toBe('0')
  })

  it('leaves the sign to the row (the direction says it)', () => {
    expect(formatTransferAmount('-2.5')).toBe('2.5')
  })
})
