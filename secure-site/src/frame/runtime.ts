/**
 * The frame runtime in the browser: startFrame wires the real window, storage and fetch
 * into createFrame, once per document. It is called from the page's module script
 * (boot.ts), before the document's load event, so the frame handles requests posted
 * on that event by hosts that do not wait for READY.
 */
import type { FrameConfig } from './config'
import { createDeviceKeys, frameIndexedDb, indexedDbVault } from './deviceKey'
import { createFrame, type FrameStart } from './frame'
import { createInbox } from './inbox'
import { frameStorage } from './storage'

let started: FrameStart | null = null

/** Starts the frame on first call; later calls return the same result (latched). */
export function startFrame(config: FrameConfig): FrameStart {
  if (started) return started
  if (typeof window === 'undefined') throw new Error('The frame runtime runs only in a browser')
  started = createFrame(config, {
    window,
    inbox: createInbox(window),
    storage: frameStorage(window),
    fetch: window.fetch.bind(window),
    deviceKeys: createDeviceKeys(indexedDbVault(frameIndexedDb(window))),
    navigator: window.navigator,
    reload: () => window.location.reload(),
  })
  return started
}
