import type { ButtonHTMLAttributes } from 'react'
import { WalletImage } from './WalletImage'

export interface WalletRowProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  name: string
  imageUrl?: string | undefined
  imageId?: string | undefined
  /** "Recent", "Installed": shown, and part of the button's name after the wallet's. */
  tag?: string | undefined
}

/** One wallet as a button: icon, name, tag. Its accessible name starts with the wallet's name. */
export function WalletRow({ name, imageUrl, imageId, tag, className, ...rest }: WalletRowProps) {
  return (
    <button
      {...rest}
      type="button"
      className={['al-wallet-row', className].filter(Boolean).join(' ')}
    >
      <WalletImage name={name} imageUrl={imageUrl} imageId={imageId} />
      <span className="al-wallet-name">{name}</span>
      {/* The space keeps "Name Tag" apart in the accessible name; flex layout ignores it. */}
      {tag ? ' ' : null}
      {tag ? <span className="al-tag">{tag}</span> : null}
    </button>
  )
}

/** SPEC §1's tags: "Recent" wins (the row sits in the recent place), then "Installed". */
export function walletTag(wallet: { recent: boolean; installed: boolean }): string | undefined {
  if (wallet.recent) return 'Recent'
  return wallet.installed ? 'Installed' : undefined
}
