import { OTP_LENGTH } from '@airlock/protocol'

/** The code being typed: one string per box, '' for an empty box. */
export type OtpValue = readonly string[]

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '')

export const isOtpComplete = (value: OtpValue): boolean =>
  value.length === OTP_LENGTH && value.every((digit) => /^[0-9]$/.test(digit))

/**
 * Writes the digits of `text` into the boxes from `index` on, ignoring anything
 * that is not a digit (a pasted "123 456" or "123-456"). A whole code fills every
 * box from the first, wherever it was pasted. Returns the new value and the box
 * that should have focus next.
 */
export function fillOtp(
  value: OtpValue,
  index: number,
  text: string,
): { value: string[]; focus: number } {
  const next = [...value]
  const digits = text.replace(/[^0-9]/g, '')
  if (!digits) return { value: next, focus: index }
  let position = digits.length >= OTP_LENGTH ? 0 : index
  for (const digit of digits) {
    if (position >= OTP_LENGTH) break
    next[position] = digit
    position++
  }
  return { value: next, focus: Math.min(position, OTP_LENGTH - 1) }
}
