/**
 * The frame's half of the postMessage channel, bound once to the verified ancestor
 * origin (Turnkey style: latched at creation, never re-pointed). Incoming messages
 * must come from that origin AND from the parent window AND parse as a request;
 * replies go only to that origin and are checked against the strict wire shapes first.
 */
import {
  type AppEvent,
  appEventName,
  FRAME_EVENT_PREFIX,
  frameReplyType,
  isValidOutgoingReply,
  MAX_STRING_LENGTH,
  parseAppEvent,
} from '@airlock/protocol'
import type { ReceivedMessage } from './inbox'
import type { FrameLogger } from './log'
import { FrameMessages } from './messages'

export type ReplyOutcome = { ok: true; payload: unknown } | { ok: false; message: string }

export interface Channel {
  readonly origin: string
  /** The request carried by `event`, or null when it must be dropped. */
  accept(event: ReceivedMessage): AppEvent | null
  /** Posts the `_SUCCESS` / `_ERROR` reply of `request`. */
  reply(request: AppEvent, outcome: ReplyOutcome): void
  /** Posts `@w3m-frame/READY` the first time it is called; later calls do nothing. */
  ready(version: string): void
}

/** What the channel needs of `window.parent`. */
export interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void
}

export interface ChannelOptions {
  /** `window.parent`: the only window requests may come from and replies go to. */
  parent: PostTarget
  /** The verified ancestor origin. */
  origin: string
  log: FrameLogger
}

/** Error text as it may travel: bounded, never empty. */
export function wireMessage(message: string): string {
  const text = message.length > 0 ? message : FrameMessages.SOMETHING_WENT_WRONG
  return text.length > MAX_STRING_LENGTH ? `${text.slice(0, MAX_STRING_LENGTH - 1)}…` : text
}

export function createChannel({ parent, origin, log }: ChannelOptions): Channel {
  let readySent = false

  const post = (message: object): boolean => {
    try {
      parent.postMessage(message, origin)
      return true
    } catch (error) {
      // A payload the structured clone refuses: the caller falls back to an error reply.
      log.debug('postMessage failed', error)
      return false
    }
  }

  const errorReply = (request: AppEvent, name: string, message: string) => ({
    type: `${FRAME_EVENT_PREFIX}${name}_ERROR`,
    ...(request.id === undefined ? {} : { id: request.id }),
    payload: { message: wireMessage(message) },
  })

  return {
    origin,
    accept(event) {
      if (event.origin !== origin || event.source !== parent) {
        log.debug('dropped a message from another window or origin', event.origin)
        return null
      }
      const request = parseAppEvent(event.data)
      if (!request) log.debug('dropped a message that fails its schema', event.data)
      return request
    },
    reply(request, outcome) {
      const name = appEventName(request.type)
      if (!name) return
      const idPart = request.id === undefined ? {} : { id: request.id }
      if (outcome.ok) {
        const base = { type: frameReplyType(name, 'SUCCESS'), ...idPart }
        // No result: without a payload key where the schema allows it (SIGN_OUT), else with
        // `payload: undefined` (an RPC whose result is undefined), so the host still settles.
        const shapes =
          outcome.payload === undefined
            ? [base, { ...base, payload: undefined }]
            : [{ ...base, payload: outcome.payload }]
        const success = shapes.find(isValidOutgoingReply)
        if (success && post(success)) return
        log.debug(`${name} produced a reply that fails the wire schema`, outcome.payload)
        post(errorReply(request, name, FrameMessages.SOMETHING_WENT_WRONG))
        return
      }
      post(errorReply(request, name, outcome.message))
    },
    ready(version) {
      if (readySent) return
      readySent = true
      post({ type: `${FRAME_EVENT_PREFIX}READY`, payload: { version } })
    },
  }
}
