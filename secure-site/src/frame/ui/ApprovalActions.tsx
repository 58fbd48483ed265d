/**
 * The footer of an approval card: why Approve waits, Reject (never delayed) and the
 * gated Approve. Any card that asks the user to authorise something uses it, with a
 * ref to the whole card: the gate watches the card, not just the button, so a layer
 * over what is being approved closes it too.
 */
import { type RefObject, useId } from 'react'
import styles from './approval.module.css'
import { GatedButton } from './GatedButton'
import { GateNotice } from './GateNotice'
import gateStyles from './gate.module.css'
import { useVisibilityGate } from './useVisibilityGate'

export interface ApprovalActionsProps {
  /** The card the user must see whole before Approve works. */
  card: RefObject<Element | null>
  /** The approval's id: each card waits on its own. */
  id: number
  onDecide: (id: number, approved: boolean) => void
  approveLabel?: string | undefined
}

export function ApprovalActions({
  card,
  id,
  onDecide,
  approveLabel = 'Approve',
}: ApprovalActionsProps) {
  const gate = useVisibilityGate(card, id)
  const noticeId = useId()
  return (
    <footer className={gateStyles.footer}>
      <GateNotice id={noticeId} state={gate.state} action={approveLabel} />
      <div className={styles.actions}>
        <button type="button" className={styles.reject} onClick={() => onDecide(id, false)}>
          Reject
        </button>
        <GatedButton
          gate={gate}
          className={styles.approve}
          describedBy={noticeId}
          onConfirm={() => onDecide(id, true)}
        >
          {approveLabel}
        </GatedButton>
      </div>
    </footer>
  )
}
