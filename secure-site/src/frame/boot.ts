/**
 * The /sdk page's start, run from its module script, before the document's load event:
 * read the config the server embedded, start the runtime (which verifies the ancestor,
 * posts READY and routes requests at once), then either show the notice of a refused
 * frame or fetch the React approval UI in the background, so that a card can show as
 * soon as a request needs one.
 */
import { FRAME_ROOT_ELEMENT_ID, type FrameConfig } from './config'
import type { FrameStart, RunningFrame } from './frame'
import { readFrameConfig } from './pageConfig'
import styles from './ui/approval.module.css'

/** What the lazily loaded UI chunk exports (ui/mountApprovals.tsx). */
export interface ApprovalUi {
  mountApprovals(root: Element, frame: RunningFrame): void
}

export interface BootOptions {
  document: Document
  start: (config: FrameConfig) => FrameStart
  loadUi: () => Promise<ApprovalUi>
  /** Where a UI that cannot load is reported; default console.error. */
  reportError?: (message: string, error: unknown) => void
}

export const REFUSED_NOTICE =
  'This is the Airlock secure frame. It only runs inside an app that is allowed to embed it.'

export const UI_FAILED = '[airlock-frame] the approval screen failed to load; approvals are refused'

export function bootFrame(options: BootOptions): FrameStart {
  const { document } = options
  const config = readFrameConfig(document)
  const root = document.getElementById(FRAME_ROOT_ELEMENT_ID)
  if (!root) throw new Error(`The frame page has no #${FRAME_ROOT_ELEMENT_ID} element`)
  const started = options.start(config)
  if (!started.ok) {
    // Said to whoever looks at the page (opened top-level, or embedded by a stranger);
    // the embedder itself gets no message at all.
    const notice = document.createElement('p')
    notice.className = styles.notice ?? ''
    notice.textContent = REFUSED_NOTICE
    root.append(notice)
    return started
  }
  const { frame } = started
  options
    .loadUi()
    .then((ui) => ui.mountApprovals(root, frame))
    .catch((error: unknown) => {
      ;(options.reportError ?? console.error)(UI_FAILED, error)
      refuseApprovals(frame)
    })
  return started
}

/**
 * Without a UI nobody can click Approve: end every waiting request now and every later
 * one as it arrives, rather than leave them to time out. The subscription lives as long
 * as the document.
 */
function refuseApprovals(frame: RunningFrame): void {
  frame.approvals.subscribe(() => frame.approvals.abortAll())
  frame.approvals.abortAll()
}
