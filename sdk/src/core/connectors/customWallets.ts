import type { WalletListItem } from '../clients/walletApi/types'

/**
 * A wallet the dapp lists itself (`customWallets` option), shown in the Connect
 * view's "custom" place of SPEC §1's order. Same link fields as a catalogue
 * wallet, plus a homepage to send visitors who do not have it yet.
 */
export interface CustomWallet {
  id: string
  name: string
  /** Any image URL the page may load (the dapp chose it). */
  image_url?: string | undefined
  homepage?: string | undefined
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
}

/** The catalogue's shape of a custom wallet, so one link rule (walletLinks.ts) serves both. */
export function customWalletItem(wallet: CustomWallet): WalletListItem {
  return {
    id: wallet.id,
    name: wallet.name,
    image_id: null,
    chains: [],
    rdns: null,
    mobile_link: wallet.mobile_link ?? null,
    desktop_link: wallet.desktop_link ?? null,
    webapp_link: wallet.webapp_link ?? null,
  }
}
