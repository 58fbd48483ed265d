import { describe, expect, it } from 'vitest'
import {
  formatBalance,
  formatBalanceNumeric,
  formatFiat,
  formatTokenBalance,
  truncateDecimals,
} from './displayAmounts'

const ether = 10n ** 18n

describe('display rules of SPEC §5', () => {
  it('shows a balance with exactly 3 decimals, cut rather than rounded up', () => {
    expect(formatBalance(10_000n * ether, 18, 'ETH')).toBe('10000.000 ETH')
    expect(formatBalance(1_234_567_890_000_000_000n, 18, 'ETH')).toBe('1.234 ETH')
    expect(formatBalance(999_600_000_000_000n, 18, 'ETH')).toBe('0.000 ETH')
    expect(formatBalance(123_456_789n, 9, 'SOL')).toBe('0.123 SOL')
    expect(formatBalance(7n, 0)).toBe('7.000')
    expect(formatBalanceNumeric('1.000166666', 'ETH')).toBe('1.000 ETH')
    expect(formatBalanceNumeric('42')).toBe('42.000')
  })

  it('shows a token balance with 2 decimals', () => {
    expect(formatTokenBalance('12.345', 'TUSD')).toBe('12.34 TUSD')
    expect(formatTokenBalance('0.999')).toBe('0.99')
    expect(formatTokenBalance('.5')).toBe('0.50')
  })

  it('shows fiat with 2 decimals, rounded to the cent', () => {
    expect(formatFiat(3000.5)).toBe('$3,000.50')
    expect(formatFiat(12.345)).toBe('$12.35')
    expect(formatFiat(0)).toBe('$0.00')
    expect(formatFiat(Number.NaN)).toBe('$0.00')
    expect(formatFiat(5, 'EUR')).toBe('€5.00')
  })

  it('keeps a sign only when digits remain', () => {
    expect(truncateDecimals('-1.239', 2)).toBe('-1.23')
    expect(truncateDecimals('-0.001', 2)).toBe('0.00')
    expect(truncateDecimals('3.9', 0)).toBe('3')
  })
})
