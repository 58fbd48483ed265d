import { describe, expect, it } from 'vitest'
import { FRAME_REQUEST_TIMEOUT_MS } from '../constants'
import { SOCIAL_CONNECT_WAIT_MS } from './socialResult'

describe('the social sign-in wait', () => {
  it("answers within the host's request timeout, so a pending flow is never a timeout", () => {
    expect(SOCIAL_CONNECT_WAIT_MS).toBeLessThan(FRAME_REQUEST_TIMEOUT_MS - 5_000)
  })
})
