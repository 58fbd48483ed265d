import { describe, expect, it } from 'vitest'
import { describeRequestTime } from './requestTime'

describe('describeRequestTime', () => {
  const at = new Date('2030-03-05T14:02:30Z')
  it('gives the UTC time and how long ago', () => {
    expect(describeRequestTime(at, new Date('2030-03-05T14:02:50Z'))).toBe(
      '5 Mar 2030, 14:02 UTC (just now)',
    )
    expect(describeRequestTime(at, new Date('2030-03-05T14:03:31Z'))).toBe(
      '5 Mar 2030, 14:02 UTC (1 minute ago)',
    )
    expect(describeRequestTime(at, new Date('2030-03-05T14:09:30Z'))).toBe(
      '5 Mar 2030, 14:02 UTC (7 minutes ago)',
    )
  })
})
