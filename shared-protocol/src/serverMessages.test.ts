import { describe, expect, it } from 'vitest'
import { errorFromFrameMessage } from './serverMessages'

describe('server message mapping', () => {
  it('maps the three server messages', () => {
    expect(errorFromFrameMessage('Unauthorized: origin not allowed').code).toBe(
      'INVALID_APP_CONFIGURATION',
    )
    const jwt = errorFromFrameMessage('JWT validation error: JWT Token is not yet valid')
    expect([jwt.code, jwt.message]).toEqual(['JWT_TOKEN_NOT_VALID', 'Session Expired'])
    const key = errorFromFrameMessage('Unauthorized: invalid key')
    expect([key.code, key.message]).toEqual([
      'INVALID_PROJECT_ID',
      'Invalid Project ID - update configuration',
    ])
  })

  it("shows 'An error occurred' for an error without a message", () => {
    expect(errorFromFrameMessage(undefined).message).toBe('An error occurred')
    expect(errorFromFrameMessage('').message).toBe('An error occurred')
  })

  it('keeps other messages and marks user rejection with 4001', () => {
    expect(errorFromFrameMessage('Please try again after 3 seconds').message).toBe(
      'Please try again after 3 seconds',
    )
    // The secure site's rate limits: shown as the server wrote them.
    expect(errorFromFrameMessage('Too many requests, try again in 10 minutes').message).toBe(
      'Too many requests, try again in 10 minutes',
    )
    expect(errorFromFrameMessage('User rejected the request').rpcCode).toBe(4001)
  })
})
