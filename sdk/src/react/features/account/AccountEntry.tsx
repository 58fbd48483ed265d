import type { ReactNode } from 'react'
import { ChevronRightIcon } from './accountIcons'

export interface AccountEntryProps {
  icon: ReactNode
  /** The button's label (its name begins with it). */
  children: ReactNode
  /**
   * A second line under the label, and part of the button's name (from its content):
   * a name leaving out visible text fails WCAG 2.5.3 (axe label-content-name-mismatch).
   */
  detail?: string | undefined
  onClick(): void
  /** The pointer reached the row, or focus did: fetch its view ahead of the click. */
  onPreload?: (() => void) | undefined
}

/** A full-width row of the Account view that opens another view (Activity, Choose a name). */
export function AccountEntry({ icon, children, detail, onClick, onPreload }: AccountEntryProps) {
  return (
    <button
      type="button"
      className="al-entry"
      onClick={onClick}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      <span className="al-entry-icon">{icon}</span>
      <span className="al-entry-text">
        <span className="al-entry-label">{children}</span>
        {detail && <span className="al-entry-detail al-muted">{detail}</span>}
      </span>
      <ChevronRightIcon />
    </button>
  )
}
