import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { decodeQr } from './decodeQr'

const matrixOf = (text: string, ecc: 'L' | 'M' | 'Q' | 'H', maskPattern = -1) =>
  encode(text, { ecc, border: 0, maskPattern }).data

describe('decodeQr (test reader)', () => {
  it.each([
    ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8', 'M'],
    ['hello', 'H'],
    ['airlock.id/ada', 'Q'],
    ['an address on version 3', 'L'],
  ] as const)('reads back %j at level %s', (text, ecc) => {
    expect(decodeQr(matrixOf(text, ecc))).toBe(text)
  })

  it('reads every mask pattern', () => {
    for (let mask = 0; mask < 8; mask++)
      expect(decodeQr(matrixOf('0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c', 'M', mask))).toBe(
        '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c',
      )
  })

  it('notices a changed module', () => {
    const text = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    const matrix = matrixOf(text, 'M').map((row) => [...row])
    // A data module near the bottom-right corner: the first codeword (mode and length) sits there.
    const last = matrix.length - 1
    const row = matrix[last] as boolean[]
    row[last] = !row[last]
    expect(() => decodeQr(matrix)).toThrow()
  })
})
