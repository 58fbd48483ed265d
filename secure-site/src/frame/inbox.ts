/**
 * The one `message` listener of the frame, attached only when the runtime, its ancestor
 * verified, hands it a handler (latched: one taker, ever); a refused frame closes it
 * without ever listening. Nothing is buffered: the runtime starts in the page's module
 * script, which runs before the document's load event, so requests that older hosts post
 * on the iframe's load event (PROTOCOL.md) find the listener in place, and no window,
 * allowed or not, has a queue to fill ahead of it.
 */

/** The parts of a MessageEvent the channel looks at. */
export type ReceivedMessage = Pick<MessageEvent, 'data' | 'origin' | 'source'>

export type MessageTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>

export interface Inbox {
  /** Hands every later event to `handler`. Throws when called a second time or after close. */
  take(handler: (event: ReceivedMessage) => void): void
  /** Removes the listener, if any; the inbox can never be taken afterwards. */
  close(): void
}

export function createInbox(target: MessageTarget): Inbox {
  let listener: ((event: MessageEvent) => void) | null = null
  let closed = false
  return {
    take(handler) {
      if (closed || listener) throw new Error('The frame inbox is already taken or closed')
      listener = (event) => handler(event)
      target.addEventListener('message', listener)
    },
    close() {
      closed = true
      if (listener) target.removeEventListener('message', listener)
      listener = null
    },
  }
}
