/**
 * A button that authorises something: it looks and reads as unavailable until its
 * card's gate opens, and a click that the gate does not allow (too early, the card
 * not fully visible, or not made by a person) does nothing at all.
 */
import type { ReactNode } from 'react'
import styles from './gate.module.css'
import type { CardGate } from './useVisibilityGate'

export interface GatedButtonProps {
  gate: CardGate
  onConfirm: () => void
  className?: string | undefined
  /** The id of the notice that says why the button waits. */
  describedBy?: string | undefined
  children: ReactNode
}

export function GatedButton({
  gate,
  onConfirm,
  className,
  describedBy,
  children,
}: GatedButtonProps) {
  const waiting = !gate.state.open
  // aria-disabled, not disabled: the button stays focusable and described while it waits,
  // and the check that matters is the gate's, at the moment of the click.
  return (
    <button
      type="button"
      className={waiting ? `${className ?? ''} ${styles.waiting}` : className}
      aria-disabled={waiting}
      aria-describedby={waiting ? describedBy : undefined}
      onClick={(event) => {
        if (gate.allows(event.nativeEvent)) onConfirm()
      }}
    >
      {children}
    </button>
  )
}
