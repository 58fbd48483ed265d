import { describe, expect, it } from 'vitest'
import { appleProfile, googleProfile } from './oidcProfiles'

describe('OpenID provider profiles', () => {
  it('Google: subject, verified address, name', () => {
    expect(
      googleProfile({ sub: '1077', email: 'Ada@Gmail.com', email_verified: true, name: 'Ada' }),
    ).toEqual({ subject: '1077', email: 'ada@gmail.com', emailVerified: true, userName: 'Ada' })
  })

  it('Google: email_verified false or missing is unverified', () => {
    expect(googleProfile({ sub: '1', email: 'a@b.co', email_verified: false }).emailVerified).toBe(
      false,
    )
    expect(googleProfile({ sub: '1', email: 'a@b.co' }).emailVerified).toBe(false)
  })

  it("Apple: 'true' as a string is verified; the name comes from the first callback's user field", () => {
    expect(
      appleProfile(
        { sub: '001.abc', email: 'x@privaterelay.appleid.com', email_verified: 'true' },
        JSON.stringify({ name: { firstName: 'Tim', lastName: 'C' } }),
      ),
    ).toEqual({
      subject: '001.abc',
      email: 'x@privaterelay.appleid.com',
      emailVerified: true,
      userName: 'Tim C',
    })
    expect(appleProfile({ sub: '001.abc' }, 'not json')).toEqual({
      subject: '001.abc',
      email: null,
      emailVerified: false,
      userName: null,
    })
  })
})
