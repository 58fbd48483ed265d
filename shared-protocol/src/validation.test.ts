import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isDecimalNumber,
  NameValidationMessage,
  validateName,
  validateSendInput,
} from './validation'

describe('validateName', () => {
  it.each(['alice', 'abcd', 'ab-12', 'A1-b', '----', '1234'])('accepts %j', (name) =>
    expect(validateName(name)).toBeNull(),
  )

  it.each([
    ['', 'A name is required'],
    [null, 'A name is required'],
    [undefined, 'A name is required'],
    [1234, 'A name is required'],
    ['abc', 'A name must be at least 4 characters'],
    ['a', 'A name must be at least 4 characters'],
    ['ali ce', 'A name may only contain letters, digits and hyphens'],
    ['alice.eth', 'A name may only contain letters, digits and hyphens'],
    ['al_ice', 'A name may only contain letters, digits and hyphens'],
    ['\u0430lice', 'A name may only contain letters, digits and hyphens'],
    ['ab!', 'A name may only contain letters, digits and hyphens'],
    ['alice\n', 'A name may only contain letters, digits and hyphens'],
  ])('refuses %j with %j', (name, message) => expect(validateName(name)).toBe(message))

  it('follows the rule for any string', () => {
    const allowed = fc.string({
      unit: fc.constantFrom(...'abcXYZ019-'),
      minLength: 1,
      maxLength: 40,
    })
    fc.assert(
      fc.property(allowed, (name) => {
        expect(validateName(name)).toBe(name.length >= 4 ? null : NameValidationMessage.TOO_SHORT)
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1 }), (name) => {
        fc.pre(/[^A-Za-z0-9-]/.test(name))
        expect(validateName(name)).toBe(NameValidationMessage.INVALID_CHARACTERS)
      }),
    )
  })
})

describe('validateSendInput', () => {
  const receiverAddress = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
  const token = { symbol: 'ETH', address: undefined }

  it.each([
    { amount: '1.5', receiverAddress, token },
    { amount: 2, receiverAddress, token },
    { amount: 1n, receiverAddress, token },
    {
      amount: '0.0001',
      receiverAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      token: 'USDC',
    },
  ])('accepts %o', (input) => expect(validateSendInput(input)).toBeNull())

  it.each([
    {},
    { receiverAddress, token },
    { amount: '', receiverAddress, token },
    { amount: '   ', receiverAddress, token },
    { amount: 0, receiverAddress, token },
    { amount: Number.NaN, receiverAddress, token },
    { amount: Number.POSITIVE_INFINITY, receiverAddress, token },
    { amount: 0n, receiverAddress, token },
    { amount: null, receiverAddress, token },
    { amount: '1', token },
    { amount: '1', receiverAddress: '', token },
    { amount: '1', receiverAddress: ' \t', token },
    { amount: '1', receiverAddress: null, token },
    { amount: '', receiverAddress: '' },
  ])('refuses %o with the amount-and-receiver message', (input) => {
    expect(validateSendInput(input)).toBe('An amount and receiver address are required')
  })

  it.each([null, undefined])('refuses %j input with the amount-and-receiver message', (input) => {
    expect(validateSendInput(input)).toBe('An amount and receiver address are required')
  })

  it.each([
    { amount: '1', receiverAddress },
    { amount: '1', receiverAddress, token: null },
    { amount: '1', receiverAddress, token: undefined },
    { amount: '1', receiverAddress, token: '' },
  ])('refuses %j with the token message', (input) => {
    expect(validateSendInput(input)).toBe('A token is required')
  })
})

describe('isDecimalNumber', () => {
  it.each([
    '0',
    '1',
    '1.5',
    '.5',
    '1.',
    '0001',
    '123456789012345678901234567890.123456789012345678',
  ])('accepts %j', (value) => expect(isDecimalNumber(value)).toBe(true))

  it.each([
    '',
    '.',
    '-1',
    '+1',
    '1e5',
    '1,5',
    ' 1',
    '1 ',
    '1.2.3',
    'NaN',
    'Infinity',
    '0x10',
    '\u0661',
    '\uff11',
    '1'.repeat(129),
  ])('refuses %j', (value) => expect(isDecimalNumber(value)).toBe(false))

  it.each([1.5, 0, null, undefined, 1n, {}, ['1']])('refuses the non-string %o', (value) =>
    expect(isDecimalNumber(value)).toBe(false),
  )

  it('accepts any digits with an optional fraction, and refuses any other character', () => {
    const digits = fc.string({
      unit: fc.constantFrom(...'0123456789'),
      minLength: 1,
      maxLength: 60,
    })
    fc.assert(
      fc.property(
        digits,
        fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 60 })),
        (whole, fraction) => {
          expect(isDecimalNumber(fraction === null ? whole : `${whole}.${fraction}`)).toBe(true)
        },
      ),
    )
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), digits, (junk, number) => {
        fc.pre(/[^0-9.]/.test(junk))
        expect(isDecimalNumber(`${number}${junk}`)).toBe(false)
        expect(isDecimalNumber(`${junk}${number}`)).toBe(false)
      }),
    )
  })
})
