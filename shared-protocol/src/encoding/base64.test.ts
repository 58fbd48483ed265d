import { describe, expect, it } from 'vitest'
import { base64Decode, base64Encode, base64UrlDecode, base64UrlEncode } from './base64'

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
