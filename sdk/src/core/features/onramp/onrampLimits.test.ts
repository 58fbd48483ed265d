import { describe, expect, it } from 'vitest'
import type { OnrampPaymentCurrency } from '../../clients/blockchainApi/types'
import { isWithinOnrampLimits, onrampLimits, onrampPaymentMethods } from './onrampLimits'

const listed: OnrampPaymentCurrency[] = [
  {
    id: 'USD',
    payment_method_limits: [
      { id: 'CARD', min: '20', max: '5000' },
      { id: 'APPLE_PAY', min: '5', max: '1000' },
    ],
  },
  { id: 'GBP', payment_method_limits: [] },
]

describe('on-ramp limits', () => {
  it('takes the limits the options list', () => {
    expect(onrampLimits(listed, 'USD', 'CARD')).toEqual({ min: 20, max: 5000 })
    expect(onrampLimits(listed, 'usd', 'APPLE_PAY')).toEqual({ min: 5, max: 1000 })
  })

  it('falls back to card 10–7500 and bank 10–25000 in USD or EUR (SPEC §9)', () => {
    expect(onrampLimits([], 'USD', 'CARD')).toEqual({ min: 10, max: 7500 })
    expect(onrampLimits([], 'EUR', 'ACH_BANK_ACCOUNT')).toEqual({ min: 10, max: 25000 })
    expect(onrampLimits(listed, 'USD', 'ACH_BANK_ACCOUNT')).toEqual({ min: 10, max: 25000 })
    expect(onrampLimits([], 'GBP', 'CARD')).toBeUndefined()
    expect(onrampLimits([], 'USD', 'PAYPAL')).toBeUndefined()
  })

  it('ignores listed limits that are not numbers', () => {
    const broken = [{ id: 'EUR', payment_method_limits: [{ id: 'CARD', min: 'x', max: '1' }] }]
    expect(onrampLimits(broken, 'EUR', 'CARD')).toEqual({ min: 10, max: 7500 })
  })

  it('offers the listed payment methods, else card and bank account', () => {
    expect(onrampPaymentMethods(listed, 'USD')).toEqual(['CARD', 'APPLE_PAY'])
    expect(onrampPaymentMethods(listed, 'GBP')).toEqual(['CARD', 'ACH_BANK_ACCOUNT'])
    expect(onrampPaymentMethods([], 'EUR')).toEqual(['CARD', 'ACH_BANK_ACCOUNT'])
  })

  it('checks an amount against the limits, inclusive', () => {
    const limits = { min: 10, max: 7500 }
    expect([9.99, 10, 7500, 7500.01].map((amount) => isWithinOnrampLimits(amount, limits))).toEqual(
      [false, true, true, false],
    )
    expect(isWithinOnrampLimits(Number.NaN, limits)).toBe(false)
    expect(isWithinOnrampLimits(50_000, undefined)).toBe(true)
    expect(isWithinOnrampLimits(0, undefined)).toBe(false)
  })
})
