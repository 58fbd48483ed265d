/**
 * Request → handler → reply. One handler per request NAME (the table's type makes a
 * missing one a compile error); whatever a handler returns or throws becomes exactly
 * one `_SUCCESS` or `_ERROR { message }` reply, so no request goes unanswered.
 */
import {
  type AppEvent,
  appEventName,
  type RequestName,
  type RequestPayload,
  requestNames,
  type SuccessPayload,
} from '@airlock/protocol'
import type { Channel, ReplyOutcome } from './channel'
import { FrameMessages } from './messages'

export type Handler<N extends RequestName, C> = (
  payload: RequestPayload<N>,
  context: C,
) => Promise<SuccessPayload<N>> | SuccessPayload<N>

export type HandlerTable<C> = { [N in RequestName]: Handler<N, C> }

/** The message of a thrown error; never a stack, never empty. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.length > 0) return error.message
  if (typeof error === 'string' && error.length > 0) return error
  return FrameMessages.SOMETHING_WENT_WRONG
}

export async function runHandler<C>(
  request: AppEvent,
  handlers: HandlerTable<C>,
  context: C,
): Promise<ReplyOutcome> {
  const name = appEventName(request.type)
  if (!name) return { ok: false, message: FrameMessages.SOMETHING_WENT_WRONG }
  // The union of handlers does not narrow by `name`; the payload was parsed against
  // this very NAME's schema by parseAppEvent, so the pairing holds.
  const handler = handlers[name] as Handler<RequestName, C>
  try {
    const payload = await handler(request.payload as RequestPayload<RequestName>, context)
    return { ok: true, payload }
  } catch (error) {
    return { ok: false, message: errorMessage(error) }
  }
}

/** A dispatcher that answers each accepted request on `channel`. */
export function createRouter<C>(channel: Channel, handlers: HandlerTable<C>, context: C) {
  return (request: AppEvent): Promise<void> =>
    runHandler(request, handlers, context).then((outcome) => channel.reply(request, outcome))
}

/** The table of a frame that answers everything with one error (unknown project). */
export function rejectingHandlers<C>(message: string): HandlerTable<C> {
  const reject = () => Promise.reject(new Error(message))
  return Object.fromEntries(
    requestNames.map((name) => [name, reject]),
  ) as unknown as HandlerTable<C>
}
