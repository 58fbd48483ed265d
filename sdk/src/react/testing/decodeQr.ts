/**
 * A small QR reader for tests: reads a module matrix (true = dark, no quiet
 * zone) back into its text, written from ISO/IEC 18004 alone (format bits,
 * function patterns, mask, zigzag codeword order, byte mode), so a test can
 * check that what the Receive view draws is the address and nothing else.
 * Covers what a 42-character EVM address needs: versions 1 to 3 with one
 * error-correction block, byte mode. No error correction: the matrix is the
 * encoder's own, not a photo. Tests only.
 */

type Matrix = readonly (readonly boolean[])[]

/** Data codewords of the single-block symbols, by version then level (format order M, L, H, Q). */
const DATA_CODEWORDS: Record<number, Partial<Record<'L' | 'M' | 'Q' | 'H', number>>> = {
  1: { L: 19, M: 16, Q: 13, H: 9 },
  2: { L: 34, M: 28, Q: 22, H: 16 },
  3: { L: 55, M: 44 },
}
const LEVELS = ['M', 'L', 'H', 'Q'] as const

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

/** Finder patterns with separators and format areas, timing lines, the alignment pattern. */
function isFunctionModule(x: number, y: number, size: number, version: number): boolean {
  if (x <= 8 && y <= 8) return true // top-left finder, separator, format bits
  if (x >= size - 8 && y <= 8) return true // top-right
  if (x <= 8 && y >= size - 8) return true // bottom-left (and the dark module)
  if (x === 6 || y === 6) return true // timing
  const center = size - 7
  return version >= 2 && Math.abs(x - center) <= 2 && Math.abs(y - center) <= 2
}

/** The 15 format bits of the first copy, around the top-left finder. */
function readFormat(at: (x: number, y: number) => boolean): { level: number; mask: number } {
  const positions: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ]
  let bits = 0
  positions.forEach(([x, y], index) => {
    if (at(x, y)) bits |= 1 << index
  })
  const data = (bits ^ 0x5412) >> 10
  return { level: data >> 3, mask: data & 7 }
}

export function decodeQr(matrix: Matrix): string {
  const size = matrix.length
  const version = (size - 17) / 4
  const at = (x: number, y: number) => matrix[y]?.[x] === true
  const { level, mask } = readFormat(at)
  const codewords = DATA_CODEWORDS[version]?.[LEVELS[level] ?? 'M']
  const unmask = MASKS[mask]
  if (!codewords || !unmask) throw new Error(`decodeQr: version ${version} is not covered`)

  // Two-module columns from the right, upward then downward, skipping the timing column.
  const bits: number[] = []
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const upward = ((right + 1) & 2) === 0
        const y = upward ? size - 1 - vertical : vertical
        if (isFunctionModule(x, y, size, version)) continue
        bits.push(at(x, y) !== unmask(x, y) ? 1 : 0)
      }
    }
  }
  let offset = 0
  const read = (count: number) => {
    let value = 0
    for (let index = 0; index < count; index++) value = (value << 1) | (bits[offset++] ?? 0)
    return value
  }
  if (read(4) !== 0b0100) throw new Error('decodeQr: not byte mode')
  const length = read(8)
  if (length + 2 > codewords) throw new Error('decodeQr: length beyond the data codewords')
  const bytes = Uint8Array.from({ length }, () => read(8))
  return new TextDecoder().decode(bytes)
}
