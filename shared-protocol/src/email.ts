/**
 * The email check of SPEC §5, alone in its file: the SDK runs it at page start
 * (connectEmail refuses a typo before the cooldown starts) and must not carry the
 * other form checks of validation.ts to do so. Takes `unknown`, never throws.
 */

export const EMAIL_INVALID_MESSAGE = 'Invalid email'

/** RFC 5321 caps a mailbox path at 254 characters; longer is never deliverable. */
export const EMAIL_MAX_LENGTH = 254

/**
 * zod 4's "practical" email pattern, copied so that this check and the frame
 * message schemas (`z.email()`) accept exactly the same addresses.
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value)
}
