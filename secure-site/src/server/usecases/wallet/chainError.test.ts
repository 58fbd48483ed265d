import { BaseError, EstimateGasExecutionError, InsufficientFundsError } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainErrorMessage, GAS_ESTIMATION_MESSAGE, INSUFFICIENT_FUNDS_MESSAGE } from './chainError'

describe('chainErrorMessage', () => {
  it('names insufficient funds, even when wrapped', () => {
    const inner = new InsufficientFundsError({ cause: new BaseError('insufficient funds') })
    expect(chainErrorMessage(inner)).toBe(INSUFFICIENT_FUNDS_MESSAGE)
    expect(chainErrorMessage(new BaseError('send failed', { cause: inner }))).toBe(
      INSUFFICIENT_FUNDS_MESSAGE,
    )
  })

  it("says 'error estimating gas' for a failed estimate", () => {
    const error = new EstimateGasExecutionError(new BaseError('execution reverted'), {})
    expect(chainErrorMessage(error)).toBe(GAS_ESTIMATION_MESSAGE)
  })

  it('keeps the short message of other chain errors and ignores the rest', () => {
    expect(chainErrorMessage(new BaseError('nonce too low'))).toBe('nonce too low')
    expect(chainErrorMessage(new Error('boom'))).toBeUndefined()
    expect(chainErrorMessage('boom')).toBeUndefined()
  })
})
