import * as z from 'zod/mini'
import { errorPayload, messageId, shortString } from './primitives'
import {
  messageTable,
  type RequestName,
  type RequestPayload,
  requestNames,
  type SuccessPayload,
} from './table'

export const APP_EVENT_PREFIX = '@w3m-app/'
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

export type ReplyOutcome = 'SUCCESS' | 'ERROR'
export type AppEventType<N extends RequestName = RequestName> = `${typeof APP_EVENT_PREFIX}${N}`
export type FrameReplyType<
  N extends RequestName,
  O extends ReplyOutcome,
> = `${typeof FRAME_EVENT_PREFIX}${N}_${O}`

export function appEventType<N extends RequestName>(name: N): AppEventType<N> {
  return `${APP_EVENT_PREFIX}${name}`
}

export function frameReplyType<N extends RequestName, O extends ReplyOutcome>(
  name: N,
  outcome: O,
): FrameReplyType<N, O> {
  return `${FRAME_EVENT_PREFIX}${name}_${outcome}`
}

/** Request ids: random, unguessable by a page that did not send the request. */
export function newMessageId(): string {
  return globalThis.crypto.randomUUID()
}

export type AppEventOf<N extends RequestName> = {
  type: AppEventType<N>
  id?: string | undefined
  payload: RequestPayload<N>
}
export type AppEvent = { [N in RequestName]: AppEventOf<N> }[RequestName]

export type FrameSuccessOf<N extends RequestName> = {
  type: FrameReplyType<N, 'SUCCESS'>
  id?: string | undefined
  payload: SuccessPayload<N>
}
export type FrameErrorOf<N extends RequestName> = {
  type: FrameReplyType<N, 'ERROR'>
  id?: string | undefined
  /** The frame always sends `{ message }`; a peer that sends none gets 'An error occurred'. */
  payload?: { message?: string | undefined } | undefined
}
export type FrameReply = { [N in RequestName]: FrameSuccessOf<N> | FrameErrorOf<N> }[RequestName]

export type FrameReadyEvent = {
  type: `${typeof FRAME_EVENT_PREFIX}READY`
  payload?: { version?: string | undefined } | undefined
}
export type FrameSessionUpdateEvent = {
  type: `${typeof FRAME_EVENT_PREFIX}SESSION_UPDATE`
  payload: { token: string }
}
export type FrameEvent = FrameReply | FrameReadyEvent | FrameSessionUpdateEvent

/** Error payload as received: lenient, so a message-less error still settles its request. */
const receivedErrorPayload = z.optional(
  z.object({ message: z.optional(z.string().check(z.maxLength(4096))) }),
)

function envelope(type: string, payload: z.core.$ZodType) {
  return z.object({ type: z.literal(type), id: z.optional(messageId), payload })
}

type AnySchema = z.core.$ZodType
const appSchemas = new Map<string, AnySchema>()
const frameSchemas = new Map<string, AnySchema>()
/** Outgoing frame replies are held to the strict wire shape (PROTOCOL.md: `{ message }` exactly). */
const strictErrorEnvelopes = new Map<string, AnySchema>()

function buildSchemas() {
  if (appSchemas.size > 0) return
  for (const name of requestNames) {
    const entry = messageTable[name]
    appSchemas.set(appEventType(name), envelope(appEventType(name), entry.request))
    frameSchemas.set(
      frameReplyType(name, 'SUCCESS'),
      envelope(frameReplyType(name, 'SUCCESS'), entry.success),
    )
    frameSchemas.set(
      frameReplyType(name, 'ERROR'),
      envelope(frameReplyType(name, 'ERROR'), receivedErrorPayload),
    )
    strictErrorEnvelopes.set(
      frameReplyType(name, 'ERROR'),
      envelope(frameReplyType(name, 'ERROR'), errorPayload),
    )
  }
  frameSchemas.set(
    `${FRAME_EVENT_PREFIX}READY`,
    z.object({
      type: z.literal(`${FRAME_EVENT_PREFIX}READY`),
      payload: z.optional(z.object({ version: z.optional(shortString()) })),
    }),
  )
  frameSchemas.set(
    `${FRAME_EVENT_PREFIX}SESSION_UPDATE`,
    z.object({
      type: z.literal(`${FRAME_EVENT_PREFIX}SESSION_UPDATE`),
      payload: z.object({ token: shortString() }),
    }),
  )
}

function parseWith(table: Map<string, AnySchema>, data: unknown): unknown {
  buildSchemas()
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
  const type: unknown = (data as { type?: unknown }).type
  if (typeof type !== 'string' || type.length > 128) return null
  const schema = table.get(type)
  if (!schema) return null
  const result = z.safeParse(schema, data)
  return result.success ? result.data : null
}

/** A host → frame request, validated; `null` for anything else. Never throws. */
export function parseAppEvent(data: unknown): AppEvent | null {
  return parseWith(appSchemas, data) as AppEvent | null
}

/** A frame → host reply or event, validated; `null` for anything else. Never throws. */
export function parseFrameEvent(data: unknown): FrameEvent | null {
  return parseWith(frameSchemas, data) as FrameEvent | null
}

/**
 * Checks a reply the frame is about to send against the strict wire shapes (errors
 * exactly `{ message: string }`), so a bug on our side never reaches a strict host.
 */
export function isValidOutgoingReply(data: unknown): boolean {
  buildSchemas()
  const type = (data as { type?: unknown } | null)?.type
  if (typeof type === 'string' && strictErrorEnvelopes.has(type)) {
    return parseWith(strictErrorEnvelopes, data) !== null
  }
  return parseFrameEvent(data) !== null
}

/** Splits a reply type into the request NAME and outcome it answers. */
export function frameReplyInfo(type: string): { name: RequestName; outcome: ReplyOutcome } | null {
  if (!type.startsWith(FRAME_EVENT_PREFIX)) return null
  const rest = type.slice(FRAME_EVENT_PREFIX.length)
  const match = /^(.+)_(SUCCESS|ERROR)$/.exec(rest)
  if (!match) return null
  const name = match[1] as string
  if (!Object.hasOwn(messageTable, name)) return null
  return { name: name as RequestName, outcome: match[2] as ReplyOutcome }
}

/** The NAME of a request type, or null. */
export function appEventName(type: string): RequestName | null {
  if (!type.startsWith(APP_EVENT_PREFIX)) return null
  const name = type.slice(APP_EVENT_PREFIX.length)
  return Object.hasOwn(messageTable, name) ? (name as RequestName) : null
}
