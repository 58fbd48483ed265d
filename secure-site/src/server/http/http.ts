/**
 * The plumbing every route handler shares, so each handler is a schema and one call:
 * same-origin check on POSTs, byte-bounded JSON parsing against a zod schema, bearer
 * tokens, and the mapping of errors to `{ message }` with the right status, every
 * answer with the API's security headers. No CORS headers anywhere: the API serves its
 * own frame only.
 */
import type { z } from 'zod'
import type { ApiErrorBody } from '../../shared/apiContract'
import { type HttpErrorCode, httpErrorCode, SiteError } from '../../shared/siteError'
import { getConfig, isDevelopment } from '../config/env'
import { isServerError } from '../errors'
import { BodyTooLargeError } from '../net/byteLimit'
import {
  type ApiAnswer,
  type ApiHandler,
  type ApiRequest,
  fromRequest,
  toResponse,
} from './apiExchange'
import { securityHeaders } from './securityHeaders'

/** Big enough for a batch of Solana transactions, small enough to refuse junk early. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024

export const GENERIC_ERROR = 'Something went wrong'
export const FORBIDDEN_ORIGIN = 'Forbidden: cross-origin request'

/** An error a route answers with as-is (bad input, wrong origin); anything else is a 500. */
export class HttpError extends SiteError<HttpErrorCode> {
  override readonly name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(httpErrorCode(status), message, options)
  }
}

/** Answers carry tokens and account data: never cached anywhere. */
const NO_STORE = { 'cache-control': 'no-store' }

/**
 * Below this size an answer is sent as it is: `no-transform` keeps Next's response
 * compression (and any proxy's) off it. Nearly every answer is a few hundred bytes,
 * where gzip saves nothing and its per-response setup was a sizable share of the CPU
 * an RPC call took; large answers (eth_getLogs) are still compressed.
 */
export const UNCOMPRESSED_MAX_BYTES = 1024

export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return toResponse(jsonAnswer(body, status, headers))
}

/** jsonResponse as an ApiAnswer (apiExchange.ts): the body, the status, every header. */
export function jsonAnswer(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): ApiAnswer {
  const security = securityHeaders('api', { dev: isDevelopment() })
  const text = JSON.stringify(body)
  const cacheControl =
    text.length < UNCOMPRESSED_MAX_BYTES ? { 'cache-control': 'no-store, no-transform' } : NO_STORE
  return {
    status,
    headers: {
      ...security,
      ...cacheControl,
      'content-type': 'application/json',
      ...headers,
    },
    body: text,
  }
}

export function errorResponse(error: unknown): Response {
  return toResponse(errorAnswer(error))
}

/** errorResponse as an ApiAnswer. */
export function errorAnswer(error: unknown): ApiAnswer {
  if (error instanceof HttpError)
    return jsonAnswer({ message: error.message } satisfies ApiErrorBody, error.status)
  if (isServerError(error)) {
    const retry: Record<string, string> =
      error.retryAfterS === undefined ? {} : { 'retry-after': String(error.retryAfterS) }
    return jsonAnswer({ message: error.message } satisfies ApiErrorBody, error.status, retry)
  }
  // Unexpected: log it here, and tell the client nothing about it.
  console.error('[airlock] unexpected error in route handler:', error)
  return jsonAnswer({ message: GENERIC_ERROR } satisfies ApiErrorBody, 500)
}

/**
 * POSTs must come from this site's own pages: the `Origin` header (which a browser
 * always sends on POST and a page cannot forge) must be the configured public origin
 * or the origin the request itself was addressed to.
 */
export function assertSameOrigin(
  request: Pick<ApiRequest, 'url' | 'headers'>,
  publicUrl: string = getConfig().publicUrl,
): void {
  const origin = request.headers.get('origin')
  if (origin !== null && (origin === publicUrl || origin === new URL(request.url).origin)) return
  throw new HttpError(403, FORBIDDEN_ORIGIN)
}

export const BODY_TOO_LARGE = 'Request body too large'

/**
 * The body as text, read as it arrives and cut off past `maxBytes` (413), whatever
 * Content-Length says (a chunked body has none, a lying one may claim less). A declared
 * length over the limit is refused before anything is read.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<string> {
  return readApiBody(fromRequest(request), maxBytes)
}

/** readBodyWithin for an ApiRequest, whichever transport it came by. */
export async function readApiBody(request: ApiRequest, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new HttpError(413, BODY_TOO_LARGE)
  try {
    return await request.readText(maxBytes)
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new HttpError(413, BODY_TOO_LARGE)
    throw error
  }
}

/** The body (at most MAX_BODY_BYTES, readBodyWithin) parsed as JSON and checked against `schema`. */
export async function readJson<T>(request: Request | ApiRequest, schema: z.ZodType<T>): Promise<T> {
  const text = await readApiBody(
    request instanceof Request ? fromRequest(request) : request,
    MAX_BODY_BYTES,
  )
  return parseJson(text, schema)
}

function parseJson<T>(text: string, schema: z.ZodType<T>): T {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Invalid JSON body')
  }
  const result = schema.safeParse(json)
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid input')
  return result.data
}

export function bearerToken(request: { headers: Pick<Headers, 'get'> }): string | null {
  const header = request.headers.get('authorization')
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(header) : null
  return match?.[1] ?? null
}

/** An action's answer that also sets response headers (a cookie): `post` sends both. */
export class AnswerWithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/** A route's POST: Next's handler, and `serve`, the same handler over an ApiRequest. */
export type PostHandler = ((request: Request) => Promise<Response>) & { serve: ApiHandler }

/**
 * A POST handler: origin check, parsed body, one action, JSON out, errors mapped. Its
 * `serve` is the handler itself, transport-free (apiExchange.ts); the function Next
 * calls only converts the web Request and Response around it.
 */
export function post<T>(
  schema: z.ZodType<T>,
  /** `text`: the body exactly as read, which a device proof's `bh` names (deviceProof.ts). */
  action: (body: T, request: ApiRequest, text: string) => Promise<unknown>,
): PostHandler {
  const serve: ApiHandler = async (request) => {
    try {
      assertSameOrigin(request)
      const text = await readApiBody(request, MAX_BODY_BYTES)
      const body = parseJson(text, schema)
      const answer = await action(body, request, text)
      if (answer instanceof AnswerWithHeaders) return jsonAnswer(answer.body, 200, answer.headers)
      return jsonAnswer(answer ?? {})
    } catch (error) {
      return errorAnswer(error)
    }
  }
  const handler = async (request: Request) => toResponse(await serve(fromRequest(request)))
  return Object.assign(handler, { serve })
}

/** A GET handler: no body, one action, JSON out, errors mapped. */
export function get(
  action: (request: Request) => Promise<unknown>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return jsonResponse((await action(request)) ?? {})
    } catch (error) {
      return errorResponse(error)
    }
  }
}
