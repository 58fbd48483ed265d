/**
 * The frame's side of the social popup's messages (src/shared/socialWindowMessages.ts),
 * taken from the frame's one inbox before the host channel looks at anything. Only a
 * message whose `event.origin` is this frame's own origin counts (the host, whatever
 * it posts, is never a party):
 * - HELLO for a flow this frame started → its binding and authorize URL, to that very
 *   window (`event.source`), targetOrigin pinned to this origin, once per flow;
 * - DONE for a flow → wakes CONNECT_SOCIAL's poll of it early (nothing else: the
 *   server says what came of the flow).
 * HELLO for an unknown flow, or from another origin, gets no answer at all.
 */
import {
  SOCIAL_BINDING_TYPE,
  SOCIAL_DONE_TYPE,
  SOCIAL_HELLO_TYPE,
} from '../shared/socialWindowMessages'
import type { ReceivedMessage } from './inbox'
import type { FrameLogger } from './log'
import type { SocialSecretStore } from './socialSecrets'

export interface SocialWindow {
  /** True when `event` was one of the popup's messages (handled or dropped here). */
  accept(event: ReceivedMessage): boolean
  /** Settles on the next DONE for `flowId`; `stop` settles it and removes the waiter. */
  nextDone(flowId: string): { done: Promise<void>; stop(): void }
}

interface Replier {
  postMessage(message: unknown, targetOrigin: string): void
}

export function createSocialWindow(options: {
  selfOrigin: string
  flows: SocialSecretStore
  now: () => number
  log: FrameLogger
}): SocialWindow {
  const { selfOrigin, flows, log } = options
  const answered = new Set<string>()
  const waiters = new Map<string, Set<() => void>>()

  function hello(flowId: string, source: unknown): void {
    const flow = flows.get(flowId, options.now())
    if (!flow || answered.has(flowId) || !isReplier(source)) {
      log.debug('no binding for a start page', flowId)
      return
    }
    answered.add(flowId)
    const { binding, authorizeUrl } = flow
    source.postMessage({ type: SOCIAL_BINDING_TYPE, flowId, binding, authorizeUrl }, selfOrigin)
  }

  function done(flowId: string): void {
    for (const wake of waiters.get(flowId) ?? []) wake()
  }

  return {
    accept(event) {
      const data = event.data as { type?: unknown; flowId?: unknown } | null
      const type = typeof data === 'object' && data !== null ? data.type : undefined
      if (type !== SOCIAL_HELLO_TYPE && type !== SOCIAL_DONE_TYPE) return false
      const flowId = data?.flowId
      if (selfOrigin === '' || event.origin !== selfOrigin || typeof flowId !== 'string') {
        log.debug('dropped a social popup message from another origin', event.origin)
        return true
      }
      if (type === SOCIAL_HELLO_TYPE) hello(flowId, event.source)
      else done(flowId)
      return true
    },
    nextDone(flowId) {
      let wake = () => {}
      const done = new Promise<void>((resolve) => {
        wake = () => {
          const set = waiters.get(flowId)
          set?.delete(wake)
          if (set?.size === 0) waiters.delete(flowId)
          resolve()
        }
      })
      const set = waiters.get(flowId) ?? new Set()
      set.add(wake)
      waiters.set(flowId, set)
      return { done, stop: () => wake() }
    },
  }
}

function isReplier(source: unknown): source is Replier {
  return (
    typeof source === 'object' &&
    source !== null &&
    typeof (source as Partial<Replier>).postMessage === 'function'
  )
}
