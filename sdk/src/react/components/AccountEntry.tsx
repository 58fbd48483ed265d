import { type ReactNode, useId } from 'react'
import { ChevronRightIcon } from './accountIcons'

export interface AccountEntryProps {
  icon: ReactNode
  /** The button's name. */
  children: ReactNode
  /** A second line under the label: the button's description, not part of its name. */
  detail?: string | undefined
  onClick(): void
}

/** A full-width row of the Account view that opens another view (Activity, Choose a name). */
export function AccountEntry({ icon, children, detail, onClick }: AccountEntryProps) {
  const labelId = useId()
  const detailId = useId()
  return (
    <button
      type="button"
      className="al-entry"
      aria-labelledby={labelId}
      aria-describedby={detail ? detailId : undefined}
      onClick={onClick}
    >
      <span className="al-entry-icon">{icon}</span>
      <span className="al-entry-text">
        <span id={labelId} className="al-entry-label">
          {children}
        </span>
        {detail && (
          <span id={detailId} className="al-entry-detail al-muted">
            {detail}
          </span>
        )}
      </span>
      <ChevronRightIcon />
    </button>
  )
}
