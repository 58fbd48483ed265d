'use client'
/**
 * The frame page's client root: starts the runtime once, then shows the approval card
 * whenever a request waits for a click. Nothing is visible otherwise; the host keeps
 * the iframe hidden until it expects an approval.
 */
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { FrameConfig } from '../config'
import type { FrameStart, RunningFrame } from '../frame'
import { startFrame } from '../runtime'
import { ApprovalCard } from './ApprovalCard'
import styles from './approval.module.css'

function Approvals({ frame }: { frame: RunningFrame }) {
  const approval = useSyncExternalStore(
    frame.approvals.subscribe,
    frame.approvals.current,
    () => null,
  )
  const ui = useSyncExternalStore(frame.ui.subscribe, frame.ui.get, frame.ui.get)
  if (!approval) return null
  return <ApprovalCard approval={approval} ui={ui} onDecide={frame.approvals.decide} />
}

export function FrameApp({ config }: { config: FrameConfig }) {
  const [start, setStart] = useState<FrameStart | null>(null)
  // The runtime lives as long as the document (its listener is removed when the frame
  // is refused); startFrame is latched, so a second effect run returns the same frame.
  useEffect(() => setStart(startFrame(config)), [config])
  if (!start) return null
  if (!start.ok) {
    return (
      <p className={styles.notice}>
        This is the Airlock secure frame. It only runs inside an app that is allowed to embed it.
      </p>
    )
  }
  return <Approvals frame={start.frame} />
}
