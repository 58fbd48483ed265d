import { cleanup, render } from '@testing-library/react'
import { encode } from 'uqr'
import { afterEach, describe, expect, it } from 'vitest'
import { decodeQr } from '../testing/decodeQr'
import { svgQrMatrix } from '../testing/svgQrMatrix'
import { QrCode } from './QrCode'
import { qrMatrix } from './qrMatrix'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

afterEach(cleanup)

describe('qrMatrix', () => {
  it("is uqr's encoding of the text at level M, without a border", () => {
    const matrix = qrMatrix(ADDRESS)
    expect(matrix).toEqual(encode(ADDRESS, { ecc: 'M', border: 0 }).data)
    // 42 bytes at level M: version 3, 29 × 29 modules.
    expect(matrix).toHaveLength(29)
    expect(decodeQr(matrix)).toBe(ADDRESS)
  })
})

describe('QrCode', () => {
  it('draws every module of the matrix, inside a 4-module quiet zone, readable back to the text', () => {
    const matrix = qrMatrix(ADDRESS)
    const { getByRole } = render(<QrCode matrix={matrix} label={`QR code of ${ADDRESS}`} />)
    const svg = getByRole('img', { name: `QR code of ${ADDRESS}` }) as unknown as SVGElement
    expect(svg.getAttribute('viewBox')).toBe('-4 -4 37 37')
    expect(svg.getAttribute('data-modules')).toBe('29')
    const drawn = svgQrMatrix(svg)
    expect(drawn).toEqual(matrix)
    expect(decodeQr(drawn)).toBe(ADDRESS)
    const dark = matrix.flat().filter(Boolean).length
    expect(drawn.flat().filter(Boolean)).toHaveLength(dark)
  })
})
