import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import type { TokenBalance } from '../../../core/clients/blockchainApi/types'
import { formatFiat } from '../../../core/format/displayAmounts'
import { formatHolding } from '../../../core/format/formatHolding'
import { onListArrowKeys } from '../../ui/listArrowKeys'
import { TokenIcon } from '../balances/TokenIcon'

export interface TokenPickerProps {
  tokens: readonly TokenBalance[]
  selected: TokenBalance | undefined
  onSelect(token: TokenBalance): void
  disabled?: boolean | undefined
}

/** One identity per token: its contract, or the network for the native currency. */
export const tokenKey = (token: TokenBalance) => token.address ?? `native:${token.chainId}`

/**
 * The send form's token: a button showing the chosen one, which opens the
 * account's tokens with their balances below it (a disclosure, not a popup:
 * the modal is 360 px wide and the list fits in its flow). Arrow keys move
 * between the tokens, Escape closes and returns to the button.
 */
export function TokenPicker({ tokens, selected, onSelect, disabled }: TokenPickerProps) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const listId = useId()

  // Opening moves focus to the chosen token (else the first), as a listbox would.
  useEffect(() => {
    if (!open) return
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button')
    const chosen = list.current?.querySelector<HTMLButtonElement>('button[aria-current="true"]')
    ;(chosen ?? buttons?.[0])?.focus()
  }, [open])

  function close(): void {
    setOpen(false)
    trigger.current?.focus()
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>): void {
    if (event.key === 'Escape') {
      // The dialog closes on Escape too: this one only closes the list.
      event.preventDefault()
      event.stopPropagation()
      close()
      return
    }
    onListArrowKeys(event)
  }

  return (
    <div className="al-token-picker">
      <button
        ref={trigger}
        type="button"
        className="al-token-picker-button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
      >
        {/* The name comes from the content, so what shows is in it (WCAG 2.5.3): "Select token: ETH". */}
        {selected ? (
          <>
            <TokenIcon url={selected.iconUrl || undefined} symbol={selected.symbol} size={24} />
            <span className="al-visually-hidden">Select token:</span> <span>{selected.symbol}</span>
          </>
        ) : (
          <span>Select token</span>
        )}
        <span className="al-token-picker-caret" aria-hidden="true" />
      </button>
      {open && (
        <ul
          ref={list}
          id={listId}
          className="al-token-options"
          aria-label="Tokens"
          onKeyDown={onListKeyDown}
        >
          {tokens.length === 0 && <li className="al-empty">No tokens to send</li>}
          {tokens.map((token) => {
            const current = selected !== undefined && tokenKey(selected) === tokenKey(token)
            return (
              <li key={tokenKey(token)}>
                <button
                  type="button"
                  className="al-token-option"
                  aria-current={current || undefined}
                  onClick={() => {
                    onSelect(token)
                    setOpen(false)
                  }}
                >
                  <TokenIcon url={token.iconUrl || undefined} symbol={token.symbol} size={28} />
                  <span className="al-token-names">
                    <span className="al-token-name">{token.name}</span>
                    <span className="al-token-quantity al-muted">
                      {formatHolding(token.quantity.numeric, {
                        symbol: token.symbol,
                        native: !token.address,
                      })}
                    </span>
                  </span>
                  {token.value !== undefined && (
                    <span className="al-token-value">{formatFiat(token.value)}</span>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
