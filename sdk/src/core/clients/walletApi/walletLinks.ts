import type { WalletListItem } from './types'

export interface WalletLinksOptions {
  /** A pairing URI (`wc:…`) to hand to the wallet; without one the links just open the app. */
  uri?: string | undefined
  isMobile: boolean
}

export type WalletLinkKind = 'deep' | 'universal' | 'webapp'

export interface WalletLinks {
  /** What a wallet button should open on this platform; undefined when the wallet has no link here. */
  href: string | undefined
  kind: WalletLinkKind | undefined
  /** Native-scheme link (`metamask://wc?uri=…`): mobile_link on mobile, desktop_link on desktop. */
  deepLink: string | undefined
  /** https link that opens the app if installed (`https://…/wc?uri=…`), from mobile_link on mobile. */
  universalLink: string | undefined
  /** The web wallet, with the URI. */
  webappLink: string | undefined
  /**
   * Where to get the wallet: the origin of its https link (universal, else web app).
   * The catalogue has no store links (SPEC §3), so this is the wallet's own site.
   */
  installLink: string | undefined
}

const HTTP = /^https?:\/\//i
// Links come from a third-party catalogue and end up in `href`: anything that could
// run script in the dapp's page (javascript:, data:, vbscript:, blob:, file:) is dropped.
// Browsers ignore tabs, newlines and spaces inside a scheme ('java\nscript:'), so those go first.
const UNSAFE_SCHEME = /^(javascript|data|vbscript|blob|file):/i
const IGNORED_CHARACTERS = /[\s\p{Cc}]/gu
const SCHEME = /^[a-z][a-z0-9+.-]*:/i

function clean(link: string | null): string | undefined {
  const value = link?.replace(IGNORED_CHARACTERS, '')
  if (!value || UNSAFE_SCHEME.test(value)) return
  return value
}

const withSlash = (link: string) => (link.endsWith('/') ? link : `${link}/`)
const withUri = (base: string, uri: string | undefined) =>
  uri ? `${base}wc?uri=${encodeURIComponent(uri)}` : base

/** `https://app.example/` → `https://app.example/wc?uri=…` (incumbent rule). */
export function universalUrl(link: string, uri?: string): string {
  return withUri(withSlash(link), uri)
}

/**
 * `metamask://` / `metamask:` / `metamask` → `metamask://wc?uri=…`. A scheme
 * without `//` gets it, and a bare word is taken as a scheme name.
 */
export function nativeUrl(link: string, uri?: string): string {
  if (HTTP.test(link)) return universalUrl(link, uri)
  let base = link
  if (!base.includes('://')) {
    base = SCHEME.test(base) ? base.replace(/:\/*$/, '') : base.replace(/[/:]+$/, '')
    base = `${base}://`
  }
  return withUri(withSlash(base), uri)
}

function originOf(link: string | undefined): string | undefined {
  if (!link) return
  try {
    return new URL(link).origin
  } catch {
    return
  }
}

/**
 * The links of one wallet, per platform. Mobile: mobile_link (a universal link
 * when it is https, else a deep link), then webapp_link. Desktop: desktop_link
 * (deep link), then webapp_link. The first that exists is `href`.
 */
export function walletLinks(item: WalletListItem, options: WalletLinksOptions): WalletLinks {
  const { uri, isMobile } = options
  const native = clean(isMobile ? item.mobile_link : item.desktop_link)
  const webapp = clean(item.webapp_link)
  const isUniversal = native !== undefined && HTTP.test(native)
  const deepLink = native && !isUniversal ? nativeUrl(native, uri) : undefined
  const universalLink = native && isUniversal ? universalUrl(native, uri) : undefined
  const webappLink = webapp && HTTP.test(webapp) ? universalUrl(webapp, uri) : undefined
  const [kind, href]: [WalletLinkKind | undefined, string | undefined] = universalLink
    ? ['universal', universalLink]
    : deepLink
      ? ['deep', deepLink]
      : webappLink
        ? ['webapp', webappLink]
        : [undefined, undefined]
  const mobileHttp = clean(item.mobile_link)
  const installLink =
    originOf(mobileHttp && HTTP.test(mobileHttp) ? mobileHttp : undefined) ?? originOf(webappLink)
  return { href, kind, deepLink, universalLink, webappLink, installLink }
}
