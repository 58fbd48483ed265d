import type { Frame, Page } from '@playwright/test'

/** One `@w3m-…` message as the receiving document saw it. */
export interface WireRecord {
  /** `event.origin`: who sent it. */
  origin: string
  /** Whether `event.source` was this document's parent window. */
  fromParent: boolean
  /** Whether `event.source` was the window of this document's `#w3m-iframe`. */
  fromSecureFrame: boolean
  type: string
  id?: string
  payload?: unknown
}

/**
 * Runs in every document of a page (the dapp, the secure frame, any other frame) before
 * its own scripts: records every `@w3m-` message the document receives, in capture
 * phase, so the SDK and the frame cannot hide or reorder what crossed the wire.
 */
export function wireRecorderScript(): void {
  const records: unknown[] = []
  Object.defineProperty(window, '__airlockWire', { value: records })
  window.addEventListener(
    'message',
    (event: MessageEvent) => {
      const data: unknown = event.data
      if (typeof data !== 'object' || data === null) return
      const { type, id, payload } = data as { type?: unknown; id?: unknown; payload?: unknown }
      if (typeof type !== 'string' || !type.startsWith('@w3m-')) return
      let copy: unknown
      try {
        copy = payload === undefined ? undefined : JSON.parse(JSON.stringify(payload))
      } catch {
        copy = '[not JSON]'
      }
      // No arrival time: a suite that needs one controls time with page.clock instead.
      records.push({
        origin: event.origin,
        fromParent: event.source !== null && event.source === window.parent,
        fromSecureFrame:
          event.source !== null &&
          event.source ===
            document.querySelector<HTMLIFrameElement>('iframe#w3m-iframe')?.contentWindow,
        type,
        ...(typeof id === 'string' ? { id } : {}),
        ...(copy === undefined ? {} : { payload: copy }),
      })
    },
    true,
  )
}

/** What `target` (the page or one of its frames) has received so far. */
export function wireOf(target: Page | Frame): Promise<WireRecord[]> {
  return target.evaluate(
    () => (window as unknown as { __airlockWire?: WireRecord[] }).__airlockWire ?? [],
  )
}

/** The secure frame (`name="w3m-secure-iframe"`) of `page`; throws when there is none. */
export function secureFrame(page: Page): Frame {
  const frame = page.frame({ name: 'w3m-secure-iframe' })
  if (!frame) throw new Error('the page has no w3m-secure-iframe frame')
  return frame
}

/** The wire records of the secure frame, or [] while it does not exist yet. */
export async function frameWire(page: Page): Promise<WireRecord[]> {
  const frame = page.frame({ name: 'w3m-secure-iframe' })
  return frame ? wireOf(frame).catch(() => []) : []
}

/** The session the secure frame keeps in its own storage (secure-site/src/frame/sessionStore.ts), or null. */
export function frameSession(page: Page): Promise<string | null> {
  return secureFrame(page).evaluate(() => localStorage.getItem('@airlock-frame/session'))
}
