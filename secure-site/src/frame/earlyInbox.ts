/**
 * Hosts of the older format post their first requests on the iframe's load event,
 * without waiting for READY. The load event can fire before React hydrates and
 * evaluates the frame's modules, so the page ships this tiny inline script (with the
 * CSP nonce) that records message events from the moment the document is parsed.
 * The inbox adopts what it recorded and removes its listener (inbox.ts).
 */

/** What the inline script leaves on `window`. */
export interface EarlyInbox {
  events: MessageEvent[]
  stop: () => void
}

export const EARLY_INBOX_KEY = '__airlockEarlyInbox'

/** At most this many events are kept before the runtime takes over; the rest are junk. */
export const EARLY_INBOX_LIMIT = 64

export const EARLY_INBOX_SCRIPT = `(function(){var w=window,q=[];function f(e){if(q.length<${EARLY_INBOX_LIMIT})q.push(e)}w.addEventListener('message',f);w.${EARLY_INBOX_KEY}={events:q,stop:function(){w.removeEventListener('message',f)}}})();`

export function takeEarlyInbox(target: object): MessageEvent[] {
  const holder = target as { [EARLY_INBOX_KEY]?: EarlyInbox }
  const early = holder[EARLY_INBOX_KEY]
  if (!early) return []
  early.stop()
  delete holder[EARLY_INBOX_KEY]
  return early.events.slice(0, EARLY_INBOX_LIMIT)
}
