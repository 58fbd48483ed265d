import type { IncomingMessage, ServerResponse } from 'node:http'
import { cursorTest, type MailStore } from './mailStore'

const DEFAULT_WAIT_MS = 10_000
/** Caps a long-poll so a typo like timeoutMs=1e9 cannot pin a connection forever. */
const MAX_WAIT_MS = 120_000

/**
 * The sink's HTTP API, for Playwright workers (other processes than the one that owns the
 * sink):
 *   GET    /mails?to=addr                              → 200 { mails } (oldest first)
 *   GET    /mails/next?to=addr&after=m3|ISO&timeoutMs=  → 200 { mail } | 404 { error: 'timeout' }
 *   DELETE /mails                                       → 204
 */
export function mailApiHandler(store: MailStore) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://sink.invalid')
    const route = `${request.method} ${url.pathname}`
    if (route === 'GET /mails') {
      send(response, 200, { mails: store.list(url.searchParams.get('to') ?? undefined) })
    } else if (route === 'GET /mails/next') {
      void nextMail(store, url.searchParams, response)
    } else if (route === 'DELETE /mails') {
      store.clear()
      response.writeHead(204).end()
    } else {
      send(response, 404, { error: 'not_found', message: `no route ${route}` })
    }
  }
}

async function nextMail(store: MailStore, params: URLSearchParams, response: ServerResponse) {
  const to = params.get('to')
  const after = params.get('after') ?? undefined
  const timeoutMs = Math.min(Number(params.get('timeoutMs') ?? DEFAULT_WAIT_MS), MAX_WAIT_MS)
  if (!to) return send(response, 400, { error: 'bad_request', message: '"to" is required' })
  if (!Number.isFinite(timeoutMs) || timeoutMs < 0) {
    return send(response, 400, { error: 'bad_request', message: '"timeoutMs" must be >= 0' })
  }
  try {
    cursorTest(after)
  } catch (error) {
    return send(response, 400, { error: 'bad_request', message: (error as Error).message })
  }
  // A client that gives up must not leave its waiter (and timer) behind.
  const gone = new AbortController()
  const onClose = () => gone.abort()
  response.once('close', onClose)
  const mail = await store.next(to, after, timeoutMs, gone.signal)
  response.off('close', onClose)
  if (gone.signal.aborted && !response.writable) return
  if (mail) return send(response, 200, { mail })
  if (store.closed) return send(response, 503, { error: 'closed', message: 'mail sink stopped' })
  const since = after ? ` after ${after}` : ''
  send(response, 404, {
    error: 'timeout',
    message: `no mail to ${to}${since} within ${timeoutMs} ms`,
  })
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}
