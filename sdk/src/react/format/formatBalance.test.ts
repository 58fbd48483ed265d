import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance'

const ether = 10n ** 18n

describe('formatBalance', () => {
  it('shows exactly 3 decimals and the symbol', () => {
    expect(formatBalance(10_000n * ether, 18, 'ETH')).toBe('10000.000 ETH')
    expect(formatBalance(ether / 2n, 18, 'ETH')).toBe('0.500 ETH')
    expect(formatBalance(0n, 18, 'ETH')).toBe('0.000 ETH')
  })

  it('cuts extra digits instead of rounding up', () => {
    expect(formatBalance(1_234_567_890_000_000_000n, 18, 'ETH')).toBe('1.234 ETH')
    expect(formatBalance(999_600_000_000_000n, 18, 'ETH')).toBe('0.000 ETH')
    expect(formatBalance(9_999_999_999_999_999_999n, 18)).toBe('9.999')
  })

  it('follows the token decimals', () => {
    expect(formatBalance(1_500_000n, 6, 'USDC')).toBe('1.500 USDC')
    expect(formatBalance(123_456_789n, 9, 'SOL')).toBe('0.123 SOL')
    expect(formatBalance(7n, 0, 'PTS')).toBe('7.000 PTS')
  })
})
