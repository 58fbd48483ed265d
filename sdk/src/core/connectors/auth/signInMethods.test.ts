import { describe, expect, it } from 'vitest'
import {
  isRemovable,
  type SignInMethod,
  signInMethodDetail,
  signInMethodLinked,
  signInMethodTitle,
} from './signInMethods'

const email: SignInMethod = {
  kind: 'email',
  email: 'ada@example.com',
  linkedAt: '2030-01-01T12:00:00.000Z',
}
const google: SignInMethod = {
  kind: 'identity',
  id: 'f'.repeat(32),
  provider: 'google',
  userName: 'Ada G',
  linkedAt: '2030-01-02T12:00:00.000Z',
}

describe('sign-in methods as the Account view reads them', () => {
  it('names the email and each provider', () => {
    expect(signInMethodTitle(email)).toBe('Email')
    expect(signInMethodDetail(email)).toBe('ada@example.com')
    expect(signInMethodTitle(google)).toBe('Google')
    expect(signInMethodDetail(google)).toBe('Ada G')
    expect(signInMethodTitle({ ...google, provider: 'farcaster', userName: null })).toBe(
      'Farcaster',
    )
    expect(signInMethodDetail({ ...google, userName: null })).toBeUndefined()
  })

  it('says when each was linked, and nothing for a date it cannot read', () => {
    expect(signInMethodLinked(google, 'en-GB')).toBe('Linked 2 Jan 2030')
    expect(signInMethodLinked({ ...google, linkedAt: 'yesterday' })).toBe('')
  })

  it('offers to remove a provider only while another method remains', () => {
    expect(isRemovable(google, [email, google])).toBe(true)
    expect(isRemovable(email, [email, google])).toBe(false)
    expect(isRemovable(google, [google])).toBe(false)
  })
})
