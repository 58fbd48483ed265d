/**
 * Says why an authorising button waits, so a person is not left guessing: a short
 * countdown while the card is in view, or that the card must be fully visible. Only
 * the state change is announced (polite): the ticking countdown is hidden from
 * assistive technology, which reads a steady sentence instead.
 */
import { APPROVE_AFTER_VISIBLE_MS, type GateState } from '../approval/visibilityGate'
import styles from './gate.module.css'

export interface GateNoticeProps {
  id: string
  state: GateState
  /** The button's label, e.g. 'Approve'. */
  action: string
}

function countdown(state: GateState, action: string): string {
  if (state.remainingMs === null) return `${action} waits until this card is fully visible.`
  const tenths = Math.ceil(state.remainingMs / 100)
  return `${action} in ${(tenths / 10).toFixed(1)} s`
}

export function GateNotice({ id, state, action }: GateNoticeProps) {
  return (
    <p id={id} className={styles.notice} role="status" aria-live="polite">
      {state.open ? (
        `${action} is ready.`
      ) : (
        <>
          Make sure you meant this… <span aria-hidden="true">{countdown(state, action)}</span>
          <span className={styles.visuallyHidden}>
            {action} works once this card has been fully visible for{' '}
            {APPROVE_AFTER_VISIBLE_MS / 1000} seconds.
          </span>
        </>
      )}
    </p>
  )
}
