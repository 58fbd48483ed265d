/**
 * What a hostile peer can send, as fast-check arbitraries: any value the structured
 * clone carries, objects keyed by prototype-pollution names, and strings past every
 * limit of the protocol. Test-only. The secure site keeps a twin of this file
 * (secure-site/src/testing/hostile.ts): the two packages share no test code.
 */
import {
  MAX_MESSAGE_ID_LENGTH,
  MAX_PAYLOAD_STRING_LENGTH,
  MAX_STRING_LENGTH,
} from '@airlock/protocol'
import fc from 'fast-check'

/** Keys that reach Object.prototype, or that code tends to call, when read carelessly. */
export const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'toJSON',
  'then',
] as const

/**
 * One string just past each limit, built once: making megabytes per case would be the
 * slowest part of the run. Right-to-left overrides and a lone surrogate ride along.
 */
export const OVERSIZED_STRINGS = [
  'i'.repeat(MAX_MESSAGE_ID_LENGTH + 1),
  's'.repeat(MAX_STRING_LENGTH + 1),
  'p'.repeat(MAX_PAYLOAD_STRING_LENGTH + 1),
  '\u202e'.repeat(MAX_STRING_LENGTH + 1),
  `\ud800${'x'.repeat(MAX_STRING_LENGTH)}`,
] as const

export const oversizedString = fc.constantFrom(...OVERSIZED_STRINGS)

export const hostileKey = fc.oneof(
  fc.constantFrom(...POLLUTION_KEYS),
  fc.constantFrom('type', 'id', 'payload', 'message', 'email', 'otp', 'chainId', 'method'),
  fc.string({ maxLength: 10 }),
)

/**
 * ASCII and the characters that break naive code: NUL, bidi overrides, zero-width
 * space, a lone surrogate, the BOM. (Not fast-check's 'binary' unit: its reverse
 * mapping of every code point costs seconds.)
 */
const hostileChar = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '\u0000',
      '\u202e',
      '\u2066',
      '\u200b',
      '\ud800',
      '\ufeff',
      '\u{1f600}',
    ),
  },
)

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: hostileChar, maxLength: 24 }) },
  { weight: 1, arbitrary: oversizedString },
  { weight: 1, arbitrary: fc.constantFrom('', '\u0000', 'null', '[object Object]', '0x', '-1') },
)

/**
 * Any structured-cloneable value, keyed and filled as an attacker would. Two levels and
 * small sizes: deeper values cost more to make than the code under test costs to run.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.anything({
  key: hostileKey,
  maxDepth: 2,
  maxKeys: 4,
  size: 'small',
  values: [
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(null, undefined, -0, Number.NaN, Number.MAX_SAFE_INTEGER + 2, 2 ** 53),
    hostileString,
  ],
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
  withTypedArray: true,
})

/** Not a string: a field that must be one gets this. */
export const notString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }),
  fc.dictionary(hostileKey, fc.string({ maxLength: 4 }), { maxKeys: 2 }),
  fc.bigInt(),
)

/** Not a plain object (null excluded: some payloads may be null). */
export const notObject = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.boolean(),
  fc.array(hostileValue, { maxLength: 3 }),
  fc.bigInt(),
)
