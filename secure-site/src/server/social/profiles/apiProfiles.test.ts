import { describe, expect, it } from 'vitest'
import { discordProfile, facebookProfile, githubProfile, xProfile } from './apiProfiles'
import { BAD_PROVIDER_EMAILS } from './providerEmails.testing'

describe('OAuth 2.0 provider profiles', () => {
  it('GitHub: the numeric id as subject, the login as name, the primary verified address', () => {
    expect(
      githubProfile({ id: '42', login: 'ada', name: 'Ada Lovelace' }, [
        { email: 'old@example.com', primary: false, verified: true },
        { email: 'Ada@Example.com', primary: true, verified: true },
      ]),
    ).toEqual({ subject: '42', email: 'ada@example.com', emailVerified: true, userName: 'ada' })
  })

  it('GitHub: a primary address that is not verified is no address at all', () => {
    expect(
      githubProfile({ id: '42', login: 'ada', name: null }, [
        { email: 'ada@example.com', primary: true, verified: false },
      ]),
    ).toEqual({ subject: '42', email: null, emailVerified: false, userName: 'ada' })
    expect(githubProfile({ id: '7', login: 'bob', name: null }, []).email).toBeNull()
  })

  it('Discord: verified only when the API says verified', () => {
    const user = { id: '80351110224678912', username: 'nelly', global_name: 'Nelly' }
    expect(discordProfile({ ...user, email: 'nelly@example.com', verified: true })).toEqual({
      subject: '80351110224678912',
      email: 'nelly@example.com',
      emailVerified: true,
      userName: 'nelly',
    })
    expect(
      discordProfile({ ...user, email: 'nelly@example.com', verified: false }).emailVerified,
    ).toBe(false)
    expect(discordProfile({ ...user, email: null, verified: null })).toMatchObject({
      email: null,
      emailVerified: false,
    })
  })

  it('X: no address, the handle as name', () => {
    expect(xProfile({ data: { id: '2244994945', username: 'xdev', name: 'X Dev' } })).toEqual({
      subject: '2244994945',
      email: null,
      emailVerified: false,
      userName: 'xdev',
    })
  })

  it('Facebook: an address that never counts as verified', () => {
    expect(facebookProfile({ id: '10158', name: 'Mark', email: 'mark@example.com' })).toEqual({
      subject: '10158',
      email: 'mark@example.com',
      emailVerified: false,
      userName: 'Mark',
    })
  })

  it.each(BAD_PROVIDER_EMAILS)(
    'GitHub, Discord and Facebook: %s is no verified email; the identity still signs in',
    (_name, email) => {
      const profiles = [
        githubProfile({ id: '42', login: 'ada', name: null }, [
          { email, primary: true, verified: true },
        ]),
        discordProfile({ id: '42', username: 'ada', global_name: null, email, verified: true }),
        facebookProfile({ id: '42', name: 'Ada', email }),
      ]
      for (const profile of profiles) {
        expect(profile).toMatchObject({ subject: '42', email: null, emailVerified: false })
      }
    },
  )
})
