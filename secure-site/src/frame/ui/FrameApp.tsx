/**
 * The frame's React root: shows the approval card whenever a request waits for a click.
 * Nothing is visible otherwise; the host keeps the iframe hidden until it expects an
 * approval.
 */
import { useSyncExternalStore } from 'react'
import type { RunningFrame } from '../frame'
import { ApprovalCard } from './ApprovalCard'

export function FrameApp({ frame }: { frame: RunningFrame }) {
  const approval = useSyncExternalStore(
    frame.approvals.subscribe,
    frame.approvals.current,
    () => null,
  )
  const ui = useSyncExternalStore(frame.ui.subscribe, frame.ui.get, frame.ui.get)
  if (!approval) return null
  return <ApprovalCard approval={approval} ui={ui} onDecide={frame.approvals.decide} />
}
