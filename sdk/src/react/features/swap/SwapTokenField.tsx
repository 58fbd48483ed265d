import { type ReactNode, type Ref, useId } from 'react'
import type { SwapToken } from '../../../core/clients/blockchainApi/types'
import { isNativeSwapToken } from '../../../core/features/swap/swapNativeToken'
import { formatHolding } from '../../../core/format/formatHolding'
import { TokenIcon } from '../balances/TokenIcon'

export interface SwapTokenFieldProps {
  side: 'From' | 'To'
  token: SwapToken | undefined
  /** What the account holds of `token`, whole units; undefined while unknown. */
  held: string | undefined
  onPickToken(): void
  /** The token button: focus comes back to it when the picker closes. */
  buttonRef?: Ref<HTMLButtonElement> | undefined
  /** The amount: the From side's input, the To side's quote. */
  children: ReactNode
  /** Beside the balance: "Max" on the From side. */
  action?: ReactNode
}

function ChevronDownIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m6 9 6 6 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** One side of the swap: its caption, the token (a button opening the picker), the amount, the balance. */
export function SwapTokenField({
  side,
  token,
  held,
  onPickToken,
  buttonRef,
  children,
  action,
}: SwapTokenFieldProps) {
  const captionId = useId()
  return (
    <section className="al-swap-field" aria-labelledby={captionId}>
      <h3 id={captionId} className="al-swap-caption">
        {side}
      </h3>
      <div className="al-swap-row">
        {children}
        <button
          ref={buttonRef}
          type="button"
          className="al-swap-token"
          // The visible symbol is part of the name, so voice control finds it by what it shows.
          aria-label={`${side} token: ${token?.symbol ?? 'Select token'}`}
          onClick={onPickToken}
        >
          {token && <TokenIcon url={token.logoUri || undefined} symbol={token.symbol} size={24} />}
          <span>{token?.symbol ?? 'Select token'}</span>
          <ChevronDownIcon />
        </button>
      </div>
      <div className="al-swap-balance-row">
        <span className="al-muted" data-testid={`swap-${side.toLowerCase()}-balance`}>
          {token && held !== undefined
            ? `Balance: ${formatHolding(held, { symbol: token.symbol, native: isNativeSwapToken(token) })}`
            : ''}
        </span>
        {action}
      </div>
    </section>
  )
}
