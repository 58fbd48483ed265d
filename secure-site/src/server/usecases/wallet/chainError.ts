import {
  BaseError,
  EstimateGasExecutionError,
  InsufficientFundsError,
  NonceTooLowError,
} from 'viem'

export const INSUFFICIENT_FUNDS_MESSAGE = 'Insufficient funds for this transaction'
/** SPEC §8's wording for a failed gas estimate. */
export const GAS_ESTIMATION_MESSAGE = 'error estimating gas'
/** The approved nonce was taken by another transaction between the card and the click. */
export const NONCE_USED_MESSAGE =
  'The approved nonce was used by another transaction in the meantime: send it again'

/**
 * The message a person can act on for a chain error raised while sending, or undefined
 * for anything that is not a chain error (those stay 'Something went wrong').
 */
export function chainErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  if (
    error.walk((inner) => inner instanceof InsufficientFundsError) instanceof InsufficientFundsError
  ) {
    return INSUFFICIENT_FUNDS_MESSAGE
  }
  if (error.walk((inner) => inner instanceof NonceTooLowError) instanceof NonceTooLowError) {
    return NONCE_USED_MESSAGE
  }
  if (
    error.walk((inner) => inner instanceof EstimateGasExecutionError) instanceof
    EstimateGasExecutionError
  ) {
    return GAS_ESTIMATION_MESSAGE
  }
  return error.shortMessage
}
