import { describe, expect, it } from 'vitest'
import {
  compareVersions,
  declaredLicense,
  forbiddenPackage,
  licenseAllowed,
} from './licenseRules.mjs'

describe('licence rules', () => {
  it.each([
    ['MIT', true],
    ['Apache-2.0', true],
    ['BSD-3-Clause', true],
    ['(MIT OR GPL-3.0)', true],
    ['MIT AND Zlib', false],
    ['MIT AND ISC', true],
    ['GPL-3.0-or-later', false],
    ['LGPL-3.0', false],
    ['CC-BY-4.0', false],
    ['SEE LICENSE IN LICENSE.md', false],
    ['', false],
    [undefined, false],
    ['(MIT', false],
  ])('%s → %s', (expression, allowed) => {
    expect(licenseAllowed(expression)).toBe(allowed)
  })

  it('forbids @reown/* and the capped @walletconnect packages above 2.21.8 only', () => {
    expect(forbiddenPackage('@reown/appkit', '1.0.0')).toBe(
      '@reown/appkit@1.0.0: no @reown/* package is allowed',
    )
    expect(forbiddenPackage('@walletconnect/sign-client', '2.21.9')).toMatch(
      /^@walletconnect\/sign-client@2.21.9: @walletconnect 2.x packages must stay at 2.21.8/,
    )
    expect(forbiddenPackage('@walletconnect/universal-provider', '2.22.0')).not.toBeNull()
    expect(forbiddenPackage('@walletconnect/core', '2.21.8')).toBeNull()
    // The 1.x helper packages are versioned on their own (relay-auth 1.1.0, logger 2.1.2).
    expect(forbiddenPackage('@walletconnect/relay-auth', '1.1.0')).toBeNull()
    expect(compareVersions('2.21.10', '2.21.8')).toBeGreaterThan(0)
  })

  it('reads license, license.type and the old licenses array', () => {
    expect(declaredLicense({ license: 'ISC' })).toBe('ISC')
    expect(declaredLicense({ license: { type: 'MIT' } })).toBe('MIT')
    expect(declaredLicense({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe(
      'MIT OR Apache-2.0',
    )
    expect(declaredLicense({})).toBeUndefined()
  })
})
