import { describe, expect, it } from 'vitest'
import { monthHeading, transactionTime } from './historyDates'

describe('monthHeading', () => {
  const now = new Date(2026, 10, 22) // 22 November 2026, local time

  it("says 'This month' for the current month only", () => {
    expect(monthHeading(2026, 10, now)).toBe('This month')
    expect(monthHeading(2025, 10, now)).toBe('November')
    expect(monthHeading(2026, 9, now)).toBe('October')
    expect(monthHeading(2026, 0, now)).toBe('January')
  })
})

describe('transactionTime', () => {
  it('gives the day and time in the local zone', () => {
    const mined = new Date(2026, 10, 5, 14, 7)
    expect(transactionTime(mined.toISOString())).toBe('Nov 5, 2:07 PM')
  })

  it('gives nothing for an unreadable date', () => {
    expect(transactionTime('yesterday-ish')).toBe('')
  })
})
