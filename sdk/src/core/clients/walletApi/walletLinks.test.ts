import { describe, expect, it } from 'vitest'
import type { WalletListItem } from './types'
import { nativeUrl, universalUrl, walletLinks } from './walletLinks'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=123'
const encoded = encodeURIComponent(uri)

const item = (links: Partial<WalletListItem>): WalletListItem => ({
  id: 'w',
  name: 'W',
  image_id: null,
  chains: [],
  rdns: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  ...links,
})

describe('link formats', () => {
  it('adds :// to a scheme and wc?uri= with the encoded URI', () => {
    expect(nativeUrl('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(nativeUrl('metamask:', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(nativeUrl('rainbow', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(nativeUrl('trust://open', uri)).toBe(`trust://open/wc?uri=${encoded}`)
    expect(nativeUrl('metamask://')).toBe('metamask://')
  })

  it('hands a real 2.21.8 pairing URI over whole: its ?, & and = survive the wallet parsing wc?uri=', () => {
    const real = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1795659631`
    for (const link of [
      nativeUrl('trust:', real),
      universalUrl('https://link.trustwallet.com', real),
    ]) {
      expect(new URL(link).searchParams.get('uri')).toBe(real)
      expect(new URL(link).searchParams.get('symKey')).toBeNull()
    }
  })

  it('keeps https links universal', () => {
    expect(universalUrl('https://link.example', uri)).toBe(`https://link.example/wc?uri=${encoded}`)
    expect(nativeUrl('https://link.example/app/', uri)).toBe(
      `https://link.example/app/wc?uri=${encoded}`,
    )
  })
})

describe('walletLinks', () => {
  it('mobile: an https mobile_link is a universal link, and the install link is its site', () => {
    const links = walletLinks(
      item({ mobile_link: 'https://go.one.example/app', webapp_link: 'https://web.one.example' }),
      { uri, isMobile: true },
    )
    expect(links).toEqual({
      href: `https://go.one.example/app/wc?uri=${encoded}`,
      kind: 'universal',
      deepLink: undefined,
      universalLink: `https://go.one.example/app/wc?uri=${encoded}`,
      webappLink: `https://web.one.example/wc?uri=${encoded}`,
      installLink: 'https://go.one.example',
    })
  })

  it('mobile: a native mobile_link is a deep link', () => {
    const links = walletLinks(item({ mobile_link: 'one://', desktop_link: 'onedesk://' }), {
      uri,
      isMobile: true,
    })
    expect(links.kind).toBe('deep')
    expect(links.href).toBe(`one://wc?uri=${encoded}`)
    expect(links.installLink).toBeUndefined()
  })

  it('desktop: desktop_link first, then the web app', () => {
    const both = item({
      mobile_link: 'one://',
      desktop_link: 'onedesk://',
      webapp_link: 'https://web.one.example',
    })
    expect(walletLinks(both, { uri, isMobile: false }).href).toBe(`onedesk://wc?uri=${encoded}`)
    const webOnly = item({ mobile_link: 'one://', webapp_link: 'https://web.one.example/' })
    const links = walletLinks(webOnly, { isMobile: false })
    expect(links).toMatchObject({ kind: 'webapp', href: 'https://web.one.example/' })
    expect(links.installLink).toBe('https://web.one.example')
  })

  it('has no href when the platform has no link', () => {
    expect(walletLinks(item({ desktop_link: 'x://' }), { uri, isMobile: true })).toMatchObject({
      href: undefined,
      kind: undefined,
    })
  })

  it('drops links that could run script in the page', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:x',
      'data:text/html,x',
    ]) {
      const links = walletLinks(item({ mobile_link: bad, desktop_link: bad, webapp_link: bad }), {
        uri,
        isMobile: true,
      })
      expect(links.href).toBeUndefined()
      expect(walletLinks(item({ desktop_link: bad }), { isMobile: false }).href).toBeUndefined()
    }
  })
})
