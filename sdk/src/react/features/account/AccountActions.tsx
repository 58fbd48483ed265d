import type { KeyboardEvent, ReactNode } from 'react'
import type { WalletFeature } from '../../../core/stores/optionsStore'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from './accountIcons'
import type { AccountAction } from './walletFeatureActions'

const ICONS: Record<WalletFeature, ReactNode> = {
  onramp: <BuyIcon />,
  swaps: <SwapIcon />,
  receive: <ReceiveIcon />,
  send: <SendIcon />,
}

/** Left/Right between the actions of the row (stopping at the ends), Home/End to the first and last. */
function onRowArrowKeys(event: KeyboardEvent<HTMLElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')]
  // The event's target, not document.activeElement: inside a shadow root that is the host.
  const index = buttons.indexOf(event.target as HTMLButtonElement)
  const last = buttons.length - 1
  const moves: Record<string, number> = {
    ArrowRight: Math.min(index + 1, last),
    ArrowLeft: Math.max(index - 1, 0),
    Home: 0,
    End: last,
  }
  const target = moves[event.key]
  if (index === -1 || target === undefined) return
  event.preventDefault()
  buttons[target]?.focus()
}

export interface AccountActionsProps {
  actions: readonly AccountAction[]
  onSelect(action: AccountAction): void
  /** The pointer reached an action, or focus did: fetch its view ahead of the click. */
  onPreload?: ((action: AccountAction) => void) | undefined
}

/** The row of wallet actions (Buy, Swap, Receive, Send) under the balance. */
export function AccountActions({ actions, onSelect, onPreload }: AccountActionsProps) {
  if (actions.length === 0) return null
  return (
    <ul className="al-actions" aria-label="Wallet actions" onKeyDown={onRowArrowKeys}>
      {actions.map((action) => (
        <li key={action.feature}>
          <button
            type="button"
            className="al-action"
            data-feature={action.feature}
            onClick={() => onSelect(action)}
            onPointerEnter={onPreload && (() => onPreload(action))}
            onFocus={onPreload && (() => onPreload(action))}
          >
            <span className="al-action-icon">{ICONS[action.feature]}</span>
            <span>{action.label}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
