/**
 * The one `message` listener of the frame. It is attached when the frame entry is
 * evaluated and buffers events until the runtime, once the ancestor is verified,
 * takes them (latched: only one taker, ever). A refused frame closes it unread.
 */
import { EARLY_INBOX_LIMIT, takeEarlyInbox } from './earlyInbox'

/** The parts of a MessageEvent the channel looks at. */
export type ReceivedMessage = Pick<MessageEvent, 'data' | 'origin' | 'source'>

export type MessageTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>

export interface Inbox {
  /** Hands buffered and future events to `handler`. Throws when called a second time. */
  take(handler: (event: ReceivedMessage) => void): void
  /** Removes the listener and forgets the buffer. */
  close(): void
}

export function createInbox(target: MessageTarget): Inbox {
  // Stop the inline script's listener before attaching ours, in the same task, so no
  // event is recorded twice and none is lost in between.
  let buffer: ReceivedMessage[] | null = takeEarlyInbox(target)
  let handler: ((event: ReceivedMessage) => void) | null = null
  let closed = false

  const listener = (event: MessageEvent) => {
    if (handler) handler(event)
    else if (buffer && buffer.length < EARLY_INBOX_LIMIT) buffer.push(event)
  }
  target.addEventListener('message', listener)

  return {
    take(next) {
      if (closed || handler) throw new Error('The frame inbox is already taken or closed')
      handler = next
      const pending = buffer ?? []
      buffer = null
      for (const event of pending) next(event)
    },
    close() {
      closed = true
      handler = null
      buffer = null
      target.removeEventListener('message', listener)
    },
  }
}
