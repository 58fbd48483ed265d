/**
 * The fetch the server uses for JSON-RPC endpoints: a deadline for the whole exchange,
 * no redirects (the endpoint was vetted, its redirect target was not), and a response
 * body cut off past a byte limit as it streams in. For a stranger's URL the connection
 * is pinned to the addresses vetPublicUrl checked, so DNS cannot answer differently
 * between the check and the connect. Built on undici, whose Agent takes a `lookup`.
 *
 * Two shapes, one set of rules: a fetch for viem and the Solana broadcast, and
 * createOutboundPost for forwarding one JSON-RPC call, which
 * reads the answer straight off undici's request (no web streams, no Request and
 * Response objects: they were most of the CPU an eth_call took).
 */

import type { LookupFunction } from 'node:net'
import { Agent, type Dispatcher, request, fetch as undiciFetch } from 'undici'
import { SiteError } from '../../shared/siteError'
import { BodyTooLargeError, limitBytes } from './byteLimit'
import type { ResolvedAddress, VettedUrl } from './publicUrl'

/** What viem's `fetchFn` takes, and what the Solana broadcast (solanaRpc.ts) calls. */
export type OutboundFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

export type OutboundFailure = 'timeout' | 'redirect' | 'too-large' | 'unreachable'

export class OutboundError extends SiteError<OutboundFailure> {
  override readonly name = 'OutboundError'
  constructor(
    readonly reason: OutboundFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(reason, message, options)
  }
}

export interface OutboundOptions {
  timeoutMs: number
  maxResponseBytes: number
  /** A vetted stranger's URL: only its origin may be fetched, only at its addresses. */
  pinned?: VettedUrl
}

/** Connecting may take this long; the whole exchange is bounded by `timeoutMs` besides. */
const CONNECT_TIMEOUT_MS = 10_000

/** Operator-configured endpoints: ordinary DNS, connections kept alive across requests. */
let sharedAgent: Agent | undefined

function operatorAgent(): Agent {
  sharedAgent ??= new Agent({ connect: { timeout: CONNECT_TIMEOUT_MS } })
  return sharedAgent
}

/** The connections for `pinned` (a vetted stranger's URL) or the operator's endpoints. */
export function outboundDispatcher(pinned?: VettedUrl): Dispatcher {
  return pinned ? pinnedAgent(pinned) : operatorAgent()
}

function vettedUrl(input: string | URL, pinned: VettedUrl | undefined): URL {
  const url = new URL(input)
  if (pinned && url.origin !== pinned.origin) {
    throw new OutboundError('unreachable', `${url.origin} was not vetted`)
  }
  return url
}

export function createOutboundFetch(
  options: OutboundOptions,
  dispatcher: Dispatcher = outboundDispatcher(options.pinned),
): OutboundFetch {
  return async (input, init = {}) => {
    if (input instanceof Request) throw new TypeError('outbound fetch takes a URL, not a Request')
    if (init.body != null && typeof init.body !== 'string') {
      throw new TypeError('outbound fetch sends text bodies only')
    }
    const url = vettedUrl(input, options.pinned)
    const deadline = AbortSignal.timeout(options.timeoutMs)
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline
    let response: Awaited<ReturnType<typeof undiciFetch>>
    try {
      response = await undiciFetch(url, {
        method: init.method ?? 'GET',
        headers: [...new Headers(init.headers)],
        body: init.body ?? null,
        signal,
        redirect: 'manual',
        dispatcher,
      })
    } catch (error) {
      if (deadline.aborted) throw timedOut(options.timeoutMs, error)
      if (init.signal?.aborted) throw error
      throw new OutboundError('unreachable', 'endpoint could not be reached', { cause: error })
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => {})
      throw new OutboundError('redirect', `endpoint redirected (HTTP ${response.status})`)
    }
    const declared = Number(response.headers.get('content-length') ?? '0')
    if (declared > options.maxResponseBytes) {
      await response.body?.cancel().catch(() => {})
      throw tooLarge(options.maxResponseBytes)
    }
    const body = response.body
      ? guardErrors(
          limitBytes(response.body as ReadableStream<Uint8Array>, options.maxResponseBytes),
          deadline,
          options.timeoutMs,
        )
      : null
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: new Headers([...response.headers]),
    })
  }
}

/** An endpoint's answer to a POST, read whole (within the size cap). */
export interface OutboundAnswer {
  status: number
  text: string
}

/** POSTs a JSON text to `url` and reads the answer as text. */
export type OutboundPost = (url: string, json: string) => Promise<OutboundAnswer>

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }

/** The same rules as createOutboundFetch (deadline, no redirects, size cap, pinning). */
export function createOutboundPost(
  options: OutboundOptions,
  dispatcher: Dispatcher = outboundDispatcher(options.pinned),
): OutboundPost {
  return async (input, json) => {
    const url = vettedUrl(input, options.pinned)
    // One deadline for connecting, the headers and the whole body.
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(), options.timeoutMs)
    const failed = (error: unknown) =>
      error instanceof OutboundError
        ? error
        : deadline.signal.aborted
          ? timedOut(options.timeoutMs, error)
          : new OutboundError('unreachable', 'endpoint could not be reached', { cause: error })
    try {
      const response = await request(url, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: json,
        signal: deadline.signal,
        dispatcher,
      }).catch((error: unknown) => {
        throw failed(error)
      })
      const { statusCode, headers, body } = response
      if (statusCode >= 300 && statusCode < 400) {
        discard(body)
        throw new OutboundError('redirect', `endpoint redirected (HTTP ${statusCode})`)
      }
      if (Number(headers['content-length'] ?? '0') > options.maxResponseBytes) {
        discard(body)
        throw tooLarge(options.maxResponseBytes)
      }
      const chunks: Buffer[] = []
      let total = 0
      try {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          total += chunk.length
          if (total > options.maxResponseBytes) throw tooLarge(options.maxResponseBytes)
          chunks.push(chunk)
        }
      } catch (error) {
        // Stop reading: for an endless answer this closes the upstream connection.
        discard(body)
        throw failed(error)
      }
      return { status: statusCode, text: Buffer.concat(chunks, total).toString('utf8') }
    } finally {
      clearTimeout(timer)
    }
  }
}

/**
 * Drops an answer's body unread, closing its connection. A destroyed body reports the
 * abort as an 'error' event, which nobody reads any more: this listener takes it.
 */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {})
  body.destroy()
}

function timedOut(timeoutMs: number, cause: unknown): OutboundError {
  return new OutboundError('timeout', `endpoint did not answer within ${timeoutMs} ms`, { cause })
}

function tooLarge(limit: number): OutboundError {
  return new OutboundError('too-large', `response larger than ${limit} bytes`)
}

/** Body errors as OutboundErrors, so every consumer sees the same two reasons. */
function guardErrors(
  stream: ReadableStream<Uint8Array>,
  deadline: AbortSignal,
  timeoutMs: number,
): ReadableStream<Uint8Array> {
  const reader = stream.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) controller.close()
        else controller.enqueue(value)
      } catch (error) {
        if (error instanceof BodyTooLargeError) controller.error(tooLarge(error.limit))
        else if (deadline.aborted) controller.error(timedOut(timeoutMs, error))
        else controller.error(error)
      }
    },
    async cancel(reason) {
      await reader.cancel(reason).catch(() => {})
    },
  })
}

/**
 * One connection per request (no keep-alive, so nothing outlives the endpoint), and a
 * lookup that knows one name and answers it with the vetted addresses only.
 */
function pinnedAgent(vetted: VettedUrl): Agent {
  const lookup: LookupFunction = (hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0
    const matching = vetted.addresses.filter((entry) => family === 0 || entry.family === family)
    if (hostname !== vetted.hostname || matching.length === 0) {
      const error: NodeJS.ErrnoException = new Error(`${hostname} was not vetted`)
      error.code = 'ENOTFOUND'
      callback(error, '', 0)
      return
    }
    if (options.all) {
      ;(callback as (error: null, addresses: ResolvedAddress[]) => void)(null, matching)
      return
    }
    const [first] = matching as [ResolvedAddress]
    callback(null, first.address, first.family)
  }
  return new Agent({ connect: { lookup, timeout: CONNECT_TIMEOUT_MS }, pipelining: 0 })
}
