import { describe, expect, it } from 'vitest'
import {
  base58Decode,
  base58Encode,
  base64Decode,
  base64Encode,
  base64UrlDecode,
  base64UrlEncode,
  hexDecode,
  hexEncode,
  tryBase58Decode,
} from './encoding'

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

describe('hex', () => {
  it('encodes lowercase without 0x, and decodes either case with or without 0x', () => {
    expect(hexEncode(Uint8Array.of(0, 0xab, 0xff))).toBe('00abff')
    expect(hexDecode('00abff')).toEqual(Uint8Array.of(0, 0xab, 0xff))
    expect(hexDecode('0x00ABff')).toEqual(Uint8Array.of(0, 0xab, 0xff))
    expect(hexDecode('')).toEqual(new Uint8Array())
  })

  it('refuses odd length, characters that are not hex and non-strings', () => {
    expect(hexDecode('0x1')).toBeUndefined()
    expect(hexDecode('abc')).toBeUndefined()
    expect(hexDecode('zz')).toBeUndefined()
    expect(hexDecode(12)).toBeUndefined()
  })
})

// RFC 4648 §10's vectors, and bytes whose base64 and base64url differ.
const BYTES = Uint8Array.of(0xfb, 0xff, 0xbf)

describe('base64', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foobar', 'Zm9vYmFy'],
  ])('encodes %j as %j and back', (text, encoded) => {
    const bytes = new TextEncoder().encode(text)
    expect(base64Encode(bytes)).toBe(encoded)
    expect(base64Decode(encoded)).toEqual(bytes)
  })

  it('writes + and / in base64, - and _ without padding in base64url', () => {
    expect(base64Encode(BYTES)).toBe('+/+/')
    expect(base64UrlEncode(BYTES)).toBe('-_-_')
    expect(base64UrlEncode(Uint8Array.of(1))).toBe('AQ')
    expect(base64UrlDecode('-_-_')).toEqual(BYTES)
  })

  it('refuses the other alphabet, missing padding and non-strings', () => {
    expect(base64Decode('-_-_')).toBeUndefined()
    expect(base64Decode('Zg')).toBeUndefined()
    expect(base64UrlDecode('+/+/')).toBeUndefined()
    expect(base64Decode(null)).toBeUndefined()
  })
})
