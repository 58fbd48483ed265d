import { describe, expect, it } from 'vitest'
import { socialProvider } from './messages/primitives'
import { socialProvidersResponse } from './messages/socialResult'
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
})
