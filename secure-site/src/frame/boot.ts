/**
 * The /sdk page's start, run from its module script, before the document's load event:
 * read the config the server embedded, start the runtime (which verifies the ancestor,
 * posts READY and routes requests at once), then fetch in the background either the
 * notice of a refused frame or the React approval UI, so that a card can show as soon
 * as a request needs one. Both are chunks of their own: nothing but the runtime stands
 * between the page and READY.
 */
import { FRAME_ROOT_ELEMENT_ID, type FrameConfig } from './config'
import type { FrameStart, RunningFrame } from './frame'
import { readFrameConfig } from './pageConfig'

/** What the lazily loaded UI chunk exports (ui/mountApprovals.tsx). */
export interface ApprovalUi {
  mountApprovals(root: Element, frame: RunningFrame): void
}

/** What the refused frame's chunk exports (ui/refusedNotice.ts). */
export interface RefusedNotice {
  showRefusedNotice(root: Element): void
}

export interface BootOptions {
  document: Document
  start: (config: FrameConfig) => FrameStart
  loadUi: () => Promise<ApprovalUi>
  loadNotice: () => Promise<RefusedNotice>
  /** Where a chunk that cannot load is reported; default console.error. */
  reportError?: (message: string, error: unknown) => void
}

export const UI_FAILED = '[airlock-frame] the approval screen failed to load; approvals are refused'
export const NOTICE_FAILED = '[airlock-frame] the notice of a refused frame failed to load'

export function bootFrame(options: BootOptions): FrameStart {
  const { document } = options
  const config = readFrameConfig(document)
  const root = document.getElementById(FRAME_ROOT_ELEMENT_ID)
  if (!root) throw new Error(`The frame page has no #${FRAME_ROOT_ELEMENT_ID} element`)
  const started = options.start(config)
  const report = options.reportError ?? console.error
  if (!started.ok) {
    options
      .loadNotice()
      .then((notice) => notice.showRefusedNotice(root))
      .catch((error: unknown) => report(NOTICE_FAILED, error))
    return started
  }
  const { frame } = started
  options
    .loadUi()
    .then((ui) => ui.mountApprovals(root, frame))
    .catch((error: unknown) => {
      report(UI_FAILED, error)
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
