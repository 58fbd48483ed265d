import { useEffect, useId, useRef } from 'react'
import type { SwapToken } from '../../../core/clients/blockchainApi/types'
import type { BalancesState } from '../../../core/features/balances/balancesStore'
import { isNativeSwapToken } from '../../../core/features/swap/swapNativeToken'
import { formatHolding } from '../../../core/format/formatHolding'
import { Button } from '../../ui/Button'
import { CheckIcon } from '../../ui/icons'
import { onListArrowKeys } from '../../ui/listArrowKeys'
import { TokenIcon } from '../balances/TokenIcon'
import { heldAmount } from './swapAmounts'

export interface SwapTokenPickerProps {
  /** 'From' or 'To': which side of the swap is being chosen. */
  side: 'From' | 'To'
  tokens: readonly SwapToken[]
  selected: SwapToken | undefined
  balances: Pick<BalancesState, 'status' | 'balances'>
  onSelect(token: SwapToken): void
  onCancel(): void
}

/**
 * The tokens the API can swap on this network, each with what the account
 * holds of it (2 decimals, as the token list shows balances). Arrow keys move
 * along the list; the chosen one is marked.
 */
export function SwapTokenPicker({
  side,
  tokens,
  selected,
  balances,
  onSelect,
  onCancel,
}: SwapTokenPickerProps) {
  const headingId = useId()
  const list = useRef<HTMLUListElement>(null)
  // Focus moves into the list on the chosen token (else the first), ready for the arrow keys.
  useEffect(() => {
    const options = list.current?.querySelectorAll<HTMLButtonElement>('button')
    const chosen = list.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')
    ;(chosen ?? options?.[0])?.focus()
  }, [])
  return (
    <div className="al-swap-picker">
      <h3 id={headingId} className="al-section-title">
        {side === 'From' ? 'Swap from' : 'Swap to'}
      </h3>
      <ul
        ref={list}
        className="al-swap-token-list"
        aria-labelledby={headingId}
        onKeyDown={onListArrowKeys}
      >
        {tokens.map((token) => {
          const held = heldAmount(token, balances)
          const chosen = token.address === selected?.address
          return (
            <li key={token.address}>
              <button
                type="button"
                className="al-swap-token-option"
                aria-current={chosen || undefined}
                onClick={() => onSelect(token)}
              >
                <TokenIcon url={token.logoUri || undefined} symbol={token.symbol} size={32} />
                <span className="al-token-names">
                  <span className="al-token-name">{token.symbol}</span>
                  <span className="al-muted al-swap-token-detail">{token.name}</span>
                </span>
                {held !== undefined && (
                  <span className="al-token-quantity">
                    {formatHolding(held, { native: isNativeSwapToken(token) })}
                  </span>
                )}
                {chosen && <CheckIcon />}
              </button>
            </li>
          )
        })}
      </ul>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  )
}
