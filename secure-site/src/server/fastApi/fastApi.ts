/**
 * The hot JSON routes served by scripts/start.mjs straight from node:http, without
 * Next's per-request machinery (about three quarters of the CPU a wallet call took,
 * e2e/bench/server-rpc.mjs). Each path runs the very handler its route file exports as
 * POST (endpoints/walletEndpoints.ts, its `serve`: http/http.ts `post`), so the origin
 * check, body limit, schema, session check, rate limit and use case are the route's,
 * not a copy, and no route file is imported here; nodeExchange.ts gives the handler the
 * URL and headers Next would. Only an exact `POST <path>` (any query) is taken; every
 * other request, these paths' other methods included, goes to Next.
 *
 * Bundled to .fast-api/fastApi.mjs by scripts/buildFastApi.ts (part of `build`); start.mjs
 * loads it when present. Vercel and `next dev` run the route files themselves.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { walletApprovals, walletPrepare, walletRpc } from '../endpoints/walletEndpoints'
import type { ApiHandler } from '../http/apiExchange'
import { errorAnswer } from '../http/http'
import { apiContext } from '../wiring/apiContext'
import { type ServerAddress, serveWithNode } from './nodeExchange'

export const FAST_ROUTES: ReadonlyMap<string, ApiHandler> = new Map([
  ['/api/wallet/rpc', walletRpc.serve],
  ['/api/wallet/approvals', walletApprovals.serve],
  ['/api/wallet/prepare', walletPrepare.serve],
])

/**
 * Opens what the first request would (the database pool, its migration check, the
 * context), so a new worker's first calls do not pay for it. A failure is left for the
 * requests to report: they retry.
 */
export async function warmUp(): Promise<void> {
  await apiContext().catch(() => {})
}

/** Serves the request and returns true when it is a fast route's; false leaves it to Next. */
export type FastApi = (request: IncomingMessage, response: ServerResponse) => boolean

export function createFastApi(address: ServerAddress): FastApi {
  return (request, response) => {
    if (request.method !== 'POST') return false
    const url = request.url ?? ''
    const query = url.indexOf('?')
    const handler = FAST_ROUTES.get(query === -1 ? url : url.slice(0, query))
    if (!handler) return false
    serveWithNode(handler, request, response, address).catch((error: unknown) => {
      // The handler maps its own errors; this is the transport failing (a closed socket).
      if (response.headersSent) {
        response.destroy()
        return
      }
      const answer = errorAnswer(error)
      response.writeHead(answer.status, answer.headers)
      response.end(answer.body)
    })
    return true
  }
}
