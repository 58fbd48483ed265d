/**
 * Form-level checks of SPEC §5: account name, send input and decimal amounts
 * (email is email.ts). Each takes `unknown` and never throws, so it can run on raw input.
 */

import { NAME_MIN_LENGTH } from './constants'
import { ErrorCatalogue } from './errors'

export const NameValidationMessage = {
  REQUIRED: 'A name is required',
  TOO_SHORT: `A name must be at least ${NAME_MIN_LENGTH} characters`,
  INVALID_CHARACTERS: 'A name may only contain letters, digits and hyphens',
} as const

// ASCII letters only: a name is shown to other users, so no look-alike letters.
const NAME = /^[A-Za-z0-9-]+$/

/** null when `name` can be registered, else the message to show. */
export function validateName(name: unknown): string | null {
  if (typeof name !== 'string' || name.length === 0) return NameValidationMessage.REQUIRED
  if (!NAME.test(name)) return NameValidationMessage.INVALID_CHARACTERS
  if (name.length < NAME_MIN_LENGTH) return NameValidationMessage.TOO_SHORT
  return null
}

export interface SendInput {
  amount?: string | number | bigint | null
  receiverAddress?: string | null
  token?: unknown
}

/** An amount counts as given unless it is missing, blank, NaN or zero (as the send flow reads it). */
function hasAmount(amount: unknown): boolean {
  if (typeof amount === 'string') return amount.trim().length > 0
  if (typeof amount === 'number') return Number.isFinite(amount) && amount !== 0
  if (typeof amount === 'bigint') return amount !== 0n
  return false
}

/**
 * null when a send can start, else 'An amount and receiver address are
 * required' or 'A token is required' (SPEC §5, in that order). Whether the
 * amount is a well-formed decimal and the address fits the chain is checked
 * separately (isDecimalNumber, isAddressForNamespace).
 */
export function validateSendInput(input: SendInput | null | undefined): string | null {
  const { amount, receiverAddress, token } = input ?? {}
  const hasReceiver = typeof receiverAddress === 'string' && receiverAddress.trim().length > 0
  if (!hasAmount(amount) || !hasReceiver) return ErrorCatalogue.SEND_AMOUNT_AND_RECEIVER_REQUIRED
  if (token === undefined || token === null || token === '' || token === false) {
    return ErrorCatalogue.SEND_TOKEN_REQUIRED
  }
  return null
}

/** Longer than any amount a token can hold (78 integer digits of a uint256 plus decimals). */
const MAX_DECIMAL_LENGTH = 128
const DECIMAL = /^(?:[0-9]+\.?[0-9]*|\.[0-9]+)$/

/**
 * A non-negative decimal string as unit conversion takes it: `1`, `1.5`, `.5`,
 * `1.` (a user mid-typing). No sign, exponent, separators or spaces. Numbers
 * are refused: a float has already lost the precision a token amount needs.
 */
export function isDecimalNumber(value: unknown): boolean {
  return typeof value === 'string' && value.length <= MAX_DECIMAL_LENGTH && DECIMAL.test(value)
}
