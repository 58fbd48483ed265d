import { describe, expect, it } from 'vitest'
import { formatWait } from './formatWait'

describe('formatWait', () => {
  it('says seconds under a minute and whole minutes, rounded up, from there', () => {
    expect(formatWait(1)).toBe('1 second')
    expect(formatWait(0.2)).toBe('1 second')
    expect(formatWait(59)).toBe('59 seconds')
    expect(formatWait(60)).toBe('1 minute')
    expect(formatWait(61)).toBe('2 minutes')
    expect(formatWait(3600)).toBe('60 minutes')
  })
})
