import { useId } from 'react'
import type { TokenBalance } from '../../../core/clients/blockchainApi/types'
import { formatFiat } from '../../../core/format/displayAmounts'
import { formatHolding } from '../../../core/format/formatHolding'

export interface AmountInputProps {
  value: string
  token: TokenBalance | undefined
  onChange(amount: string): void
  /** "Max": what the whole balance allows (the view asks the core; defaults to the balance). */
  onMax?: (() => void) | undefined
  disabled?: boolean | undefined
}

/** A decimal as typed ('0.25', '.5'); anything else has no fiat value. */
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/

/**
 * "Amount": what to send in whole units of the token, its balance (SPEC §5:
 * 3 decimals) with a Max button, and its fiat value once a price is known.
 */
export function AmountInput({ value, token, onChange, onMax, disabled }: AmountInputProps) {
  const inputId = useId()
  const balanceId = useId()
  const price = token?.price
  const fiat =
    price !== undefined && DECIMAL.test(value) ? formatFiat(Number(value) * price) : undefined
  return (
    <div className="al-field al-send-amount">
      <label className="al-send-label" htmlFor={inputId}>
        Amount
      </label>
      <div className="al-input-wrap">
        <input
          id={inputId}
          className="al-input al-send-input"
          value={value}
          placeholder="0"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-describedby={token ? balanceId : undefined}
          onChange={(event) => onChange(event.target.value.replace(',', '.'))}
        />
        {fiat && (
          <span className="al-send-fiat al-muted" data-testid="send-fiat">
            {fiat}
          </span>
        )}
      </div>
      {token && (
        <div className="al-send-balance">
          <span id={balanceId} className="al-muted">
            Balance:{' '}
            {formatHolding(token.quantity.numeric, {
              symbol: token.symbol,
              native: !token.address,
            })}
          </span>
          <button
            type="button"
            className="al-link"
            disabled={disabled}
            onClick={onMax ?? (() => onChange(token.quantity.numeric))}
          >
            Max
          </button>
        </div>
      )}
    </div>
  )
}
