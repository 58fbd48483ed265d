import { describe, expect, it } from 'vitest'
import { sampleBalances } from '../../../core/clients/blockchainApi/fakeBlockchainApi'
import { ETH, TUSD } from '../../../core/features/swap/swapFakeExchange'
import { balanceOf, exceedsHeld, heldAmount, maxAmount, shortAmount, swapRate } from './swapAmounts'

const { balances } = sampleBalances

describe('swap amounts', () => {
  it('finds the native balance by network and a token by its address, in any letter case', () => {
    expect(balanceOf(ETH, balances)?.symbol).toBe('ETH')
    expect(
      balanceOf(
        { ...TUSD, address: `eip155:31337:${TUSD.address.slice(13).toUpperCase()}` },
        balances,
      )?.symbol,
    ).toBe('TUSD')
    // The native currency of another network is not this one's.
    expect(
      balanceOf({ ...ETH, address: ETH.address.replace('31337', '1') }, balances),
    ).toBeUndefined()
  })

  it('holds none of a token the loaded balances leave out; nothing is known while loading', () => {
    const other = { ...TUSD, address: 'eip155:31337:0x0000000000000000000000000000000000000001' }
    expect(heldAmount(other, { status: 'loaded', balances })).toBe('0')
    expect(heldAmount(other, { status: 'loading', balances })).toBeUndefined()
    expect(heldAmount(TUSD, { status: 'loading', balances })).toBe('12.345')
  })

  it('compares in base units, and only when both amounts are known', () => {
    expect(exceedsHeld('12.345001', '12.345', 6)).toBe(true)
    expect(exceedsHeld('12.345', '12.345', 6)).toBe(false)
    expect(exceedsHeld('13', undefined, 6)).toBe(false)
    expect(exceedsHeld('1e3', '0', 6)).toBe(false)
  })

  it('"Max" keeps the gas reserve of the native currency only, never going below zero', () => {
    expect(maxAmount(ETH, '1', '0.0003125')).toBe('0.9996875')
    expect(maxAmount(ETH, '0.0001', '0.0003125')).toBe('0')
    expect(maxAmount(TUSD, '12.345', '0.0003125')).toBe('12.345')
  })

  it('cuts shown amounts to 6 decimals and marks dust', () => {
    expect(shortAmount('0.000120000')).toBe('0.00012')
    expect(shortAmount('3000')).toBe('3000')
    expect(shortAmount('1.23456789')).toBe('1.234567')
    expect(shortAmount('0.0000001')).toBe('<0.000001')
  })

  it('gives the rate of a quote per whole From token', () => {
    expect(swapRate(ETH, TUSD, '0.5', '1500')).toBe('3000')
    expect(swapRate(TUSD, ETH, '3', '0.001')).toBe('0.000333')
    expect(swapRate(ETH, TUSD, '0', '1')).toBeUndefined()
  })
})
