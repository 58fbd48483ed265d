import { describe, expect, it } from 'vitest'
import { ORIGIN_CHECK_PATH, originCheckResponse } from './originCheck'

describe('originCheckResponse', () => {
  it('takes exactly the two booleans', () => {
    expect(originCheckResponse.parse({ allowed: false, knownProject: true })).toEqual({
      allowed: false,
      knownProject: true,
    })
    expect(originCheckResponse.safeParse({ allowed: 'no', knownProject: true }).success).toBe(false)
    expect(originCheckResponse.safeParse({ allowed: true }).success).toBe(false)
  })

  it('is served under /api', () => {
    expect(ORIGIN_CHECK_PATH).toBe('/api/project/origin-check')
  })
})
