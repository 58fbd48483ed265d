import { describe, expect, it } from 'vitest'
import { nativeCurrencyOf } from './nativeCurrency'

describe('nativeCurrencyOf', () => {
  it("names a known chain's currency", () => {
    expect(nativeCurrencyOf(1)).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
    expect(nativeCurrencyOf(137)?.symbol).toBe('POL')
    expect(nativeCurrencyOf(56)?.symbol).toBe('BNB')
    expect(nativeCurrencyOf(31337)?.symbol).toBe('ETH')
  })

  it('guesses nothing for an unknown id, or one viem lists under two currencies', () => {
    expect(nativeCurrencyOf(987_654_321)).toBeNull()
    // 999 is both Wanchain Testnet (WANt) and HyperEVM (HYPE) in viem's list.
    expect(nativeCurrencyOf(999)).toBeNull()
  })
})
