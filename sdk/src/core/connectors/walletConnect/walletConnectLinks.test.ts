import { describe, expect, it } from 'vitest'
import { fakeWallet } from '../../clients/walletApi/fakeWalletApi'
import { walletConnectLinks } from './walletConnectLinks'

const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=2000000000`
const encoded = encodeURIComponent(uri)
const none = { mobile_link: null, desktop_link: null, webapp_link: null }

describe('walletConnectLinks: where a picked wallet gets the pairing URI', () => {
  it('mobile, custom scheme: the app opens in place by itself with wc?uri=<encoded URI>; no QR', () => {
    const links = walletConnectLinks(fakeWallet(1, { mobile_link: 'wallet1:' }), {
      uri,
      isMobile: true,
    })
    expect(links).toEqual({
      auto: { href: `wallet1://wc?uri=${encoded}`, target: '_self' },
      app: { href: `wallet1://wc?uri=${encoded}`, target: '_self' },
      webapp: undefined,
      qr: false,
    })
    // The wallet reads back the URI whole (its ?, & and = are encoded).
    expect(new URL(links.auto?.href ?? '').searchParams.get('uri')).toBe(uri)
  })

  it('mobile, universal link: opens in place too (a new tab would strand the visitor), web app offered beside it', () => {
    const links = walletConnectLinks(
      fakeWallet(1, {
        mobile_link: 'https://link.wallet.example',
        webapp_link: 'https://app.wallet.example',
      }),
      { uri, isMobile: true },
    )
    expect(links.auto).toEqual({
      href: `https://link.wallet.example/wc?uri=${encoded}`,
      target: '_self',
    })
    expect(links.webapp).toEqual({
      href: `https://app.wallet.example/wc?uri=${encoded}`,
      target: '_blank',
    })
    expect(links.qr).toBe(false)
  })

  it('mobile, web wallet only: nothing opens by itself (a script-opened tab is blocked); the web app is a button', () => {
    const links = walletConnectLinks(
      fakeWallet(1, { ...none, webapp_link: 'https://app.wallet.example' }),
      { uri, isMobile: true },
    )
    expect(links.auto).toBeUndefined()
    expect(links.app).toBeUndefined()
    expect(links.webapp?.href).toBe(`https://app.wallet.example/wc?uri=${encoded}`)
    expect(links.qr).toBe(false)
  })

  it('desktop, phone wallet: the QR code to scan, nothing opens by itself, the desktop app is offered', () => {
    const links = walletConnectLinks(
      fakeWallet(1, { mobile_link: 'wallet1://', desktop_link: 'wallet1desktop' }),
      { uri, isMobile: false },
    )
    expect(links).toEqual({
      auto: undefined,
      app: { href: `wallet1desktop://wc?uri=${encoded}`, target: '_self' },
      webapp: undefined,
      qr: true,
    })
  })

  it('desktop, desktop app only: it opens by itself with the URI, no QR to scan', () => {
    const links = walletConnectLinks(
      fakeWallet(1, { ...none, desktop_link: 'wallet1desktop://' }),
      { uri, isMobile: false },
    )
    expect(links.auto).toEqual({ href: `wallet1desktop://wc?uri=${encoded}`, target: '_self' })
    expect(links.qr).toBe(false)
  })

  it('desktop, an https desktop link opens in a new tab', () => {
    const links = walletConnectLinks(
      fakeWallet(1, { mobile_link: 'wallet1://', desktop_link: 'https://desk.wallet.example' }),
      { uri, isMobile: false },
    )
    expect(links.app).toEqual({
      href: `https://desk.wallet.example/wc?uri=${encoded}`,
      target: '_blank',
    })
  })

  it('no link at all, or only unsafe ones: the QR code, and nothing to open', () => {
    for (const isMobile of [true, false])
      expect(
        walletConnectLinks(
          fakeWallet(1, {
            mobile_link: 'javascript:alert(1)',
            desktop_link: null,
            webapp_link: 'data:text/html,x',
          }),
          { uri, isMobile },
        ),
      ).toEqual({ auto: undefined, app: undefined, webapp: undefined, qr: true })
  })
})
