import type { WalletListItem } from '../clients/walletApi/types'
import { walletLinks } from '../clients/walletApi/walletLinks'

/** Where clicking a wallet that is not installed takes the visitor. */
export interface WalletRedirect {
  href: string
  /** '_self' for an app's own scheme (the page stays, the app opens); '_blank' for web pages. */
  target: '_self' | '_blank'
}

export interface WalletRedirectOptions {
  isMobile: boolean
  /** A custom wallet's homepage: the install page when no link fits the platform. */
  homepage?: string | undefined
}

const HTTP = /^https?:\/\//i

/**
 * The link a wallet row opens (walletLinks.ts picks per platform): on mobile its
 * app (universal or deep link) or web app; on desktop its desktop app or web
 * app; else where to get it (homepage, or the origin of its https links) in a
 * new tab. Undefined when the wallet has no link at all.
 */
export function walletRedirect(
  item: WalletListItem,
  options: WalletRedirectOptions,
): WalletRedirect | undefined {
  const links = walletLinks(item, { isMobile: options.isMobile })
  if (links.href && links.kind === 'deep') return { href: links.href, target: '_self' }
  if (links.href && links.kind === 'universal')
    return { href: links.href, target: options.isMobile ? '_self' : '_blank' }
  if (links.href) return { href: links.href, target: '_blank' }
  const homepage = options.homepage?.trim()
  const install = homepage && HTTP.test(homepage) ? homepage : links.installLink
  return install ? { href: install, target: '_blank' } : undefined
}
