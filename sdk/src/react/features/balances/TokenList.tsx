import { useId } from 'react'
import type { TokenBalance } from '../../../core/clients/blockchainApi/types'
import type { BalancesStatus } from '../../../core/features/balances/balancesStore'
import { formatFiat } from '../../../core/format/displayAmounts'
import { formatHolding } from '../../../core/format/formatHolding'
import { TokenIcon } from './TokenIcon'

export interface TokenListProps {
  balances: readonly TokenBalance[]
  status: BalancesStatus
}

const SKELETON_ROWS = 2

function TokenRow({ balance }: { balance: TokenBalance }) {
  return (
    <li className="al-token-row" data-testid="token-row">
      <TokenIcon url={balance.iconUrl || undefined} symbol={balance.symbol} />
      <span className="al-token-names">
        <span className="al-token-name">{balance.name}</span>
        <span className="al-token-quantity al-muted">
          {formatHolding(balance.quantity.numeric, {
            symbol: balance.symbol,
            native: !balance.address,
          })}
        </span>
      </span>
      {/* SPEC §5: fiat with 2 decimals; no price known, no value shown rather than a false $0.00. */}
      {balance.value !== undefined && (
        <span className="al-token-value">{formatFiat(balance.value)}</span>
      )}
    </li>
  )
}

/**
 * "Tokens": the account's balances on the active network (native first, as the
 * core sorts them), each with its icon, name, quantity (2 decimals) and value.
 */
export function TokenList({ balances, status }: TokenListProps) {
  const headingId = useId()
  const loading = status === 'loading' || status === 'idle'
  return (
    <section className="al-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="al-section-title">
        Tokens
      </h3>
      {loading && balances.length === 0 ? (
        <div className="al-token-list" aria-busy="true">
          <span className="al-visually-hidden">Loading tokens</span>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
            <span key={index} className="al-token-row al-token-row-skeleton" aria-hidden="true">
              <span className="al-skeleton al-skeleton-circle" />
              <span className="al-skeleton" />
            </span>
          ))}
        </div>
      ) : balances.length === 0 ? (
        <p className="al-empty">
          {status === 'error' ? 'Token balances are unavailable right now.' : 'No tokens yet'}
        </p>
      ) : (
        <ul className="al-token-list" aria-labelledby={headingId}>
          {balances.map((balance) => (
            <TokenRow key={balance.address ?? `native:${balance.chainId}`} balance={balance} />
          ))}
        </ul>
      )}
    </section>
  )
}
