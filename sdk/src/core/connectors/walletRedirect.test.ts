import { describe, expect, it } from 'vitest'
import { fakeWallet } from '../clients/walletApi/fakeWalletApi'
import { walletRedirect } from './walletRedirect'

const wallet = fakeWallet(1, {
  mobile_link: 'https://link.wallet.example',
  desktop_link: 'wallet1desktop://',
  webapp_link: 'https://app.wallet.example',
})

describe('walletRedirect: the link per platform', () => {
  it('desktop: the desktop app in place, else the web app in a new tab', () => {
    expect(walletRedirect(wallet, { isMobile: false })).toEqual({
      href: 'wallet1desktop://',
      target: '_self',
    })
    expect(walletRedirect({ ...wallet, desktop_link: null }, { isMobile: false })).toEqual({
      href: 'https://app.wallet.example/',
      target: '_blank',
    })
  })

  it('desktop with neither: the homepage, else the wallet’s site, in a new tab', () => {
    const noDesktop = { ...wallet, desktop_link: null, webapp_link: null }
    expect(
      walletRedirect(noDesktop, { isMobile: false, homepage: 'https://home.example' }),
    ).toEqual({ href: 'https://home.example', target: '_blank' })
    expect(walletRedirect(noDesktop, { isMobile: false })).toEqual({
      href: 'https://link.wallet.example',
      target: '_blank',
    })
  })

  it('mobile: the app’s deep link (or universal link) in place', () => {
    expect(walletRedirect(fakeWallet(2), { isMobile: true })).toEqual({
      href: 'wallet2://',
      target: '_self',
    })
    expect(walletRedirect(wallet, { isMobile: true })).toEqual({
      href: 'https://link.wallet.example/',
      target: '_self',
    })
  })

  it('never opens a script URL, and has nothing for a wallet without links', () => {
    const bare = fakeWallet(3, { mobile_link: null })
    expect(walletRedirect(bare, { isMobile: false, homepage: 'javascript:alert(1)' })).toBe(
      undefined,
    )
    expect(
      walletRedirect({ ...bare, desktop_link: 'javascript:alert(1)' }, { isMobile: false }),
    ).toBe(undefined)
  })
})
