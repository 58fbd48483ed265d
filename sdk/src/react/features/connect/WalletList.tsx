import type { WalletEntry } from '../../../core/connectors/connectorOrder'
import { onListArrowKeys } from '../../ui/listArrowKeys'
import { WalletRow, walletTag } from './WalletRow'

export interface WalletListProps {
  wallets: readonly WalletEntry[]
  onOpen(wallet: WalletEntry): void
  /** The "All Wallets" button; absent when the feature is off or there is no catalogue. */
  allWallets?: { count: string | undefined; onOpen(): void } | undefined
  /** Empty rows holding the place of wallets still loading (default none); hidden from assistive tech. */
  placeholders?: number | undefined
}

/** The Connect view's wallets (SPEC §1 order, computed by the core) and the way to all of them. */
export function WalletList({ wallets, onOpen, allWallets, placeholders = 0 }: WalletListProps) {
  return (
    <section className="al-wallets" data-testid="wallets">
      {wallets.length > 0 && (
        <ul aria-label="Wallets" className="al-wallet-list" onKeyDown={onListArrowKeys}>
          {wallets.map((wallet) => (
            <li key={wallet.key}>
              <WalletRow
                name={wallet.name}
                imageUrl={wallet.imageUrl}
                imageId={wallet.imageId}
                tag={walletTag(wallet)}
                data-group={wallet.group}
                onClick={() => onOpen(wallet)}
              />
            </li>
          ))}
        </ul>
      )}
      {Array.from({ length: placeholders }, (_, index) => (
        // Static, not a shimmer: a placeholder that moves is a change the eye waits on.
        // biome-ignore lint/suspicious/noArrayIndexKey: interchangeable empty rows
        <div key={index} className="al-wallet-row al-wallet-placeholder" aria-hidden="true" />
      ))}
      {allWallets && (
        <button type="button" className="al-wallet-row al-all-wallets" onClick={allWallets.onOpen}>
          <span className="al-all-wallets-icon" aria-hidden="true">
            <span />
            <span />
            <span />
            <span />
          </span>
          <span className="al-wallet-name">All Wallets</span>
          {/* The count is a hint to the eye; the button's name stays "All Wallets". */}
          {allWallets.count && (
            <span className="al-tag al-tag-muted" aria-hidden="true">
              {allWallets.count}
            </span>
          )}
        </button>
      )}
    </section>
  )
}
