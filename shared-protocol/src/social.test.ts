import { describe, expect, it } from 'vitest'
import { socialProvider } from './messages/primitives'
import {
  SOCIAL_RESULT_TYPE,
  socialProvidersResponse,
  socialResultMessage,
} from './messages/socialResult'
import { SOCIAL_PROVIDERS } from './social'

describe('social login contract', () => {
  it('lists the same providers as GET_SOCIAL_REDIRECT_URI accepts', () => {
    expect([...SOCIAL_PROVIDERS].sort()).toEqual([...socialProvider.options].sort())
  })

  it('reads the providers answer, Farcaster included, and refuses an unknown provider', () => {
    expect(socialProvidersResponse.parse({ providers: ['google', 'x', 'farcaster'] })).toEqual({
      providers: ['google', 'x', 'farcaster'],
    })
    expect(socialProvidersResponse.safeParse({ providers: ['myspace'] }).success).toBe(false)
  })

  it('reads a result or an error from the callback page, and nothing else', () => {
    expect(socialResultMessage.safeParse({ type: SOCIAL_RESULT_TYPE, handle: 'h' }).success).toBe(
      true,
    )
    expect(
      socialResultMessage.safeParse({ type: SOCIAL_RESULT_TYPE, error: 'Sign-in was cancelled' })
        .success,
    ).toBe(true)
    expect(socialResultMessage.safeParse({ type: SOCIAL_RESULT_TYPE }).success).toBe(false)
    expect(socialResultMessage.safeParse({ type: 'other', handle: 'h' }).success).toBe(false)
  })
})
