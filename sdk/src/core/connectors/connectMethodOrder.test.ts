import { describe, expect, it } from 'vitest'
import { connectMethodOrder } from './connectMethodOrder'

describe('connectMethodOrder (SPEC §1)', () => {
  it('wallet, email, social when an installed wallet exists', () => {
    expect(connectMethodOrder({ hasInstalledWallet: true, email: true, social: true })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it('email first when none is installed', () => {
    expect(connectMethodOrder({ hasInstalledWallet: false, email: true, social: true })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  it('leaves out what is off', () => {
    expect(connectMethodOrder({ hasInstalledWallet: false, email: true, social: false })).toEqual([
      'email',
      'wallet',
    ])
    expect(
      connectMethodOrder({ hasInstalledWallet: true, email: false, social: false, wallet: false }),
    ).toEqual([])
  })
})
