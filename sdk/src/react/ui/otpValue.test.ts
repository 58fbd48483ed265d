import { describe, expect, it } from 'vitest'
import { emptyOtp, fillOtp, isOtpComplete } from './otpValue'

describe('otp value', () => {
  it('starts with six empty boxes', () => {
    expect(emptyOtp()).toEqual(['', '', '', '', '', ''])
    expect(isOtpComplete(emptyOtp())).toBe(false)
  })

  it('a typed digit fills its box and moves on', () => {
    expect(fillOtp(emptyOtp(), 2, '7')).toEqual({ value: ['', '', '7', '', '', ''], focus: 3 })
  })

  it('a whole code fills every box from the first, wherever it lands', () => {
    const { value, focus } = fillOtp(emptyOtp(), 3, '123456')
    expect(value).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(focus).toBe(5)
    expect(isOtpComplete(value)).toBe(true)
  })

  it('ignores separators and letters in pasted text', () => {
    expect(fillOtp(emptyOtp(), 0, ' 123-456 ').value.join('')).toBe('123456')
    expect(fillOtp(emptyOtp(), 0, 'abc')).toEqual({ value: emptyOtp(), focus: 0 })
  })

  it('a partial paste fills from the box it lands in and stops at the last', () => {
    expect(fillOtp(emptyOtp(), 4, '987').value).toEqual(['', '', '', '', '9', '8'])
  })
})
