import type { WalletListItem } from '../../clients/walletApi/types'
import { walletLinks } from '../../clients/walletApi/walletLinks'
import type { WalletRedirect } from '../walletRedirect'

/** How a picked wallet receives the pairing URI on this platform. */
export interface WalletConnectLinks {
  /** Opened by itself once the URI exists: on mobile the wallet's app; on desktop its desktop app when it has no phone app to scan with. */
  auto: WalletRedirect | undefined
  /** The wallet's app on this platform with the URI (mobile_link on mobile, desktop_link on desktop): the "Open" button. */
  app: WalletRedirect | undefined
  /** Its web wallet with the URI, in a new tab (a click opens it: tabs opened by script are blocked). */
  webapp: WalletRedirect | undefined
  /** Draw the QR code: on desktop for a wallet with a phone app, and whenever no link reaches it. */
  qr: boolean
}

/**
 * The incumbent's platform rules for a catalogue wallet connecting through
 * WalletConnect (walletLinks.ts builds each link: `mobile_link` + `wc?uri=` with
 * the URI encoded, https = universal link, a bare scheme gets `://`). On mobile
 * the app opens in place — a universal link and a custom scheme alike, so the
 * page is still there when the visitor comes back; on desktop a custom scheme
 * opens in place (the app takes it) and https links in a new tab.
 */
export function walletConnectLinks(
  item: WalletListItem,
  { uri, isMobile }: { uri: string; isMobile: boolean },
): WalletConnectLinks {
  const links = walletLinks(item, { uri, isMobile })
  const app: WalletRedirect | undefined = links.universalLink
    ? { href: links.universalLink, target: isMobile ? '_self' : '_blank' }
    : links.deepLink
      ? { href: links.deepLink, target: '_self' }
      : undefined
  const webapp: WalletRedirect | undefined = links.webappLink
    ? { href: links.webappLink, target: '_blank' }
    : undefined
  const phone = isMobile ? links.kind : walletLinks(item, { isMobile: true }).kind
  const hasPhoneApp = phone === 'universal' || phone === 'deep'
  const auto = isMobile || !hasPhoneApp ? app : undefined
  const qr = (!isMobile && (hasPhoneApp || !app)) || (!app && !webapp)
  return { auto, app, webapp, qr }
}
