import { describe, expect, it } from 'vitest'
import { hexEncode } from './encoding'
import { sha256 } from './sha256'

describe('sha256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('hashes %j as FIPS 180-4 says', (text, digest) => {
    expect(hexEncode(sha256(new TextEncoder().encode(text)))).toBe(digest)
  })
})
