import type { WalletRedirect } from '../../../core/connectors/walletRedirect'

/** Opens a wallet link: in place for an app's scheme, else in a new tab cut off from this page. */
export function openRedirect({ href, target }: WalletRedirect): void {
  window.open(href, target, target === '_blank' ? 'noopener,noreferrer' : undefined)
}
