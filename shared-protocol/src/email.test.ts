import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { EMAIL_INVALID_MESSAGE, isValidEmail } from './email'

describe('isValidEmail', () => {
  it('uses the schema message of SPEC §5', () => {
    expect(EMAIL_INVALID_MESSAGE).toBe('Invalid email')
  })

  it.each([
    'user@example.com',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'a_b-c@x-y.io',
    'UPPER@EXAMPLE.COM',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true))

  it.each([
    '',
    'user',
    'user@',
    '@example.com',
    'user@example',
    'user@example.c',
    'user@@example.com',
    'user@.example.com',
    'user@-example.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user name@example.com',
    'user@exa mple.com',
    'user@example.com ',
    ' user@example.com',
    'üser@example.com',
    'user@exämple.com',
    'user@example.com\n',
    'a@b.c\u0430m',
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false))

  it.each([null, undefined, 42, {}, ['user@example.com']])('refuses the non-string %j', (email) =>
    expect(isValidEmail(email)).toBe(false),
  )

  it('accepts 254 characters and refuses 255', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`
    expect(at254).toHaveLength(254)
    expect(isValidEmail(at254)).toBe(true)
    expect(isValidEmail(`a${at254}`)).toBe(false)
  })

  it('agrees with the z.email() the message schemas use, up to 254 characters', () => {
    const email = z.email()
    const candidates = fc.oneof(
      fc.emailAddress(),
      fc.string({ unit: fc.constantFrom(..."ab.@-_+'Z1 é") }),
      fc.string(),
    )
    fc.assert(
      fc.property(candidates, (value) => {
        fc.pre(value.length <= 254)
        expect(isValidEmail(value)).toBe(email.safeParse(value).success)
      }),
      { numRuns: 500 },
    )
  })
})
