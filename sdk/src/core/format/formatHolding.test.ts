import { describe, expect, it } from 'vitest'
import { formatBalanceNumeric } from './displayAmounts'
import { formatHolding } from './formatHolding'

describe('formatHolding: one rule for a holding on every view', () => {
  it('shows the native currency with 3 decimals and any other token with 2, cut', () => {
    expect(formatHolding('0', { symbol: 'ETH', native: true })).toBe('0.000 ETH')
    expect(formatHolding('1.23456', { symbol: 'ETH', native: true })).toBe('1.234 ETH')
    expect(formatHolding('0', { symbol: 'USDC', native: false })).toBe('0.00 USDC')
    expect(formatHolding('12.349', { symbol: 'USDC', native: false })).toBe('12.34 USDC')
    expect(formatHolding('5', { native: true })).toBe('5.000')
  })

  it('reads ETH the same as the Account header does', () => {
    expect(formatHolding('0.0009996', { symbol: 'ETH', native: true })).toBe(
      formatBalanceNumeric('0.0009996', 'ETH'),
    )
  })
})
