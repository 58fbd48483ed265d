import { describe, expect, it } from 'vitest'
import { BAD_PROVIDER_EMAILS } from './providerEmails.testing'
import { profileEmail } from './socialProfile'

describe('profileEmail', () => {
  it('keeps a plain ASCII addr-spec, lower-cased', () => {
    expect(profileEmail('Ada.Lovelace+wallet@Example.COM')).toBe('ada.lovelace+wallet@example.com')
    expect(profileEmail("o'brien@xn--bcher-kva.example")).toBe("o'brien@xn--bcher-kva.example")
    expect(profileEmail(`${'a'.repeat(64)}@example.com`)).toBe(`${'a'.repeat(64)}@example.com`)
  })

  it.each(BAD_PROVIDER_EMAILS)('refuses %s', (_name, email) => {
    expect(profileEmail(email)).toBeNull()
  })

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['ada@example.com'], { email: 'ada@example.com' }]) {
      expect(profileEmail(value)).toBeNull()
    }
  })
})
