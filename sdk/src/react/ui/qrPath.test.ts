import { describe, expect, it } from 'vitest'
import { qrPath } from './qrPath'

describe('qrPath', () => {
  it('draws each run of dark modules of a row as one rectangle', () => {
    const matrix = [
      [true, true, false, true],
      [false, false, false, false],
      [true, true, true, true],
    ]
    expect(qrPath(matrix)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM0 2h4v1h-4z')
  })

  it('draws nothing for an all-light matrix', () => {
    expect(
      qrPath([
        [false, false],
        [false, false],
      ]),
    ).toBe('')
  })
})
