/**
 * The frame entry in the browser. Its message listener is attached when this module
 * is evaluated (older hosts post on the iframe's load event, without waiting for
 * READY); startFrame then wires the handlers, once per document.
 */
import type { FrameConfig } from './config'
import { createFrame, type FrameStart } from './frame'
import { createInbox, type Inbox } from './inbox'
import { frameStorage } from './storage'

const inbox: Inbox | null = typeof window === 'undefined' ? null : createInbox(window)

let started: FrameStart | null = null

/** Starts the frame on first call; later calls return the same result (latched). */
export function startFrame(config: FrameConfig): FrameStart {
  if (started) return started
  if (!inbox) throw new Error('The frame runtime runs only in a browser')
  started = createFrame(config, {
    window,
    inbox,
    storage: frameStorage(window),
    fetch: window.fetch.bind(window),
    navigator: window.navigator,
    reload: () => window.location.reload(),
  })
  return started
}
