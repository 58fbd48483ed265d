import { describe, expect, it } from 'vitest'
import { hexDecode, hexEncode } from './hex'

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
