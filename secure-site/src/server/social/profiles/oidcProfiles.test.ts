import { describe, expect, it } from 'vitest'
import { appleProfile, googleProfile } from './oidcProfiles'
import { BAD_PROVIDER_EMAILS } from './providerEmails.testing'

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

  it.each(BAD_PROVIDER_EMAILS)(
    'Google and Apple: %s is no verified email; the identity still signs in by its subject',
    (_name, email) => {
      for (const profile of [
        googleProfile({ sub: 'g1', email, email_verified: true, name: 'Ada' }),
        appleProfile({ sub: 'a1', email, email_verified: 'true' }, null),
      ]) {
        expect(profile).toMatchObject({ email: null, emailVerified: false })
        expect(profile.subject).toMatch(/^[ga]1$/)
      }
    },
  )
})
