/**
 * A JSON API exchange without the web Request/Response objects, so one route handler
 * serves both transports: Next's route files (a web Request in, a Response out, through
 * `fromRequest`/`toResponse`) and scripts/start.mjs's direct node:http path for the hot
 * wallet routes (src/server/fastApi/nodeExchange.ts), which skips Next's per-request
 * machinery but runs the very same handler: same checks, same answer.
 */
import { readTextWithin } from '../net/byteLimit'

export interface ApiRequest {
  /** The URL the request was addressed to, as Next gives it (`request.url`). */
  url: string
  headers: Pick<Headers, 'get'>
  /**
   * The body as UTF-8 text, read as it arrives and no further than `maxBytes` (plus at
   * most the chunk that crossed it): throws BodyTooLargeError past it.
   */
  readText(maxBytes: number): Promise<string>
}

/** What a handler answers: the status, its headers (lowercase or not) and the body text. */
export interface ApiAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

export type ApiHandler = (request: ApiRequest) => Promise<ApiAnswer>

/** A web Request as an ApiRequest (Next's route files). */
export function fromRequest(request: Request): ApiRequest {
  return {
    url: request.url,
    headers: request.headers,
    readText: (maxBytes) => readTextWithin(request.body, maxBytes),
  }
}

export function toResponse(answer: ApiAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers })
}
