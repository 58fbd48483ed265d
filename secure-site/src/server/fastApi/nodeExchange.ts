/**
 * An ApiHandler (http/apiExchange.ts) served straight from node:http, giving it what
 * Next's route handler would get for the same request:
 *  - the URL Next builds (next-server's attachRequestMeta): the configured hostname and
 *    port, https only when X-Forwarded-Proto says so; the same-origin check reads it;
 *  - the headers, with the X-Forwarded-* values Next fills in when a client sent none
 *    (base-server's handleRequestImpl), so AIRLOCK_TRUSTED_PROXIES reads the same;
 *  - the body through the same byte limit, cut off as it arrives;
 * and answering as Next does: gzip or deflate only for an answer that allows transforms
 * (http/http.ts leaves small answers `no-transform`), to a client that accepts it.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { ApiAnswer, ApiHandler, ApiRequest } from '../http/apiExchange'
import { BodyTooLargeError } from '../net/byteLimit'

export interface ServerAddress {
  /** What the server was started with (HOSTNAME), as Next was given it. */
  hostname: string
  port: number
}

/** Next's `request.url` for this request. */
export function nextRequestUrl(request: IncomingMessage, address: ServerAddress): string {
  const forwarded = request.headers['x-forwarded-proto']
  const protocol = forwarded?.includes('https') ? 'https' : 'http'
  const host = address.hostname.includes(':') ? `[${address.hostname}]` : address.hostname
  return `${protocol}://${host}:${address.port}${request.url ?? '/'}`
}

/** The request's headers as Next hands them to a route, read like web Headers. */
export function nextRequestHeaders(
  request: IncomingMessage,
  address: ServerAddress,
): Pick<Headers, 'get'> {
  const raw: IncomingHttpHeaders = request.headers
  const filled: Record<string, string | undefined> = {
    'x-forwarded-host': raw.host ?? address.hostname,
    'x-forwarded-port': String(address.port),
    'x-forwarded-proto': 'http',
    'x-forwarded-for': request.socket.remoteAddress,
  }
  return {
    get(name) {
      const key = name.toLowerCase()
      const value = raw[key] ?? filled[key]
      if (value === undefined) return null
      return Array.isArray(value) ? value.join(', ') : value
    },
  }
}

/** The body of `request`, read only when asked and no further than the limit. */
function bodyReader(request: IncomingMessage): {
  readText: ApiRequest['readText']
  complete: () => boolean
} {
  let complete = false
  const readText = (maxBytes: number) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = []
      let total = 0
      const done = () => {
        request.off('data', onData)
        request.off('end', onEnd)
        request.off('error', onError)
        request.off('close', onClose)
      }
      const onData = (chunk: Buffer) => {
        total += chunk.length
        if (total > maxBytes) {
          done()
          request.pause()
          reject(new BodyTooLargeError(maxBytes))
          return
        }
        chunks.push(chunk)
      }
      const onEnd = () => {
        done()
        complete = true
        resolve(Buffer.concat(chunks).toString('utf8'))
      }
      const onError = (error: Error) => {
        done()
        reject(error)
      }
      const onClose = () => {
        done()
        reject(new Error('The request was closed before its body was read'))
      }
      request.on('data', onData)
      request.on('end', onEnd)
      request.on('error', onError)
      request.on('close', onClose)
    })
  return { readText, complete: () => complete || request.readableEnded }
}

const gzip = promisify(zlib.gzip)
const deflate = promisify(zlib.deflate)

/** The content coding Next's compression would pick: gzip, then deflate, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'gzip' | 'deflate' | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';')
    if (!coding) continue
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0)
  }
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0
  const gzipQ = weight('gzip')
  const deflateQ = weight('deflate')
  if (gzipQ > 0 && gzipQ >= deflateQ) return 'gzip'
  if (deflateQ > 0) return 'deflate'
  return null
}

/** Below this, compression leaves an answer as it is (its default threshold). */
const COMPRESS_MIN_BYTES = 1024

async function encode(
  request: IncomingMessage,
  answer: ApiAnswer,
): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const body = Buffer.from(answer.body, 'utf8')
  const headers = { ...answer.headers }
  const cacheControl = Object.entries(headers).find(
    ([name]) => name.toLowerCase() === 'cache-control',
  )
  if (cacheControl && /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl[1]))
    return { headers, body }
  headers.vary = 'Accept-Encoding'
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  if (encoding === null || body.length < COMPRESS_MIN_BYTES) return { headers, body }
  headers['content-encoding'] = encoding
  return { headers, body: await (encoding === 'gzip' ? gzip(body) : deflate(body)) }
}

/**
 * Serves `request` with `handler`. An answer given before the whole body was read (too
 * large, refused before reading) closes the connection instead of reading the rest.
 */
export async function serveWithNode(
  handler: ApiHandler,
  request: IncomingMessage,
  response: ServerResponse,
  address: ServerAddress,
): Promise<void> {
  const body = bodyReader(request)
  const answer = await handler({
    url: nextRequestUrl(request, address),
    headers: nextRequestHeaders(request, address),
    readText: body.readText,
  })
  const { headers, body: bytes } = await encode(request, answer)
  headers['content-length'] = String(bytes.length)
  if (!body.complete()) headers.connection = 'close'
  response.writeHead(answer.status, headers)
  response.end(bytes)
}
