import { describe, expect, it } from 'vitest'
import { base58Decode, base58Encode, tryBase58Decode } from './base58'

// Node's Buffer as the independent hex codec, so these vectors check base58 alone.
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const fromHex = (text: string) => new Uint8Array(Buffer.from(text, 'hex'))

describe('base58', () => {
  it.each([
    ['', ''],
    ['61', '2g'],
    ['626262', 'a3gV'],
    ['636363', 'aPEr'],
    ['00000000000000000000', '1111111111'],
    ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
    ['516b6fcd0f', 'ABnLTmg'],
    ['572e4794', '3EFU7m'],
  ])('encodes %s as %s and back', (input, encoded) => {
    const bytes = fromHex(input)
    expect(base58Encode(bytes)).toBe(encoded)
    expect(hex(base58Decode(encoded))).toBe(input)
  })

  it('round-trips random bytes', () => {
    for (let n = 0; n < 50; n += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(n))
      if (n % 5 === 0) bytes[0] = 0
      expect(hex(base58Decode(base58Encode(bytes)))).toBe(hex(bytes))
    }
  })

  it('refuses characters outside the alphabet', () => {
    expect(() => base58Decode('0OIl')).toThrow(new TypeError('Invalid base58 string'))
    expect(tryBase58Decode('0OIl')).toBeUndefined()
    expect(tryBase58Decode(58)).toBeUndefined()
  })
})
