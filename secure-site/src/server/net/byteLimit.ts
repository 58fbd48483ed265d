/**
 * Bodies read with a byte limit, counted as the bytes arrive: a body larger than the
 * limit is cut off once the limit is passed (the stream is cancelled, so the sender's
 * connection is dropped), never read whole first. Works on any web ReadableStream:
 * a route's request body, an upstream response.
 */

import { SiteError } from '../../shared/siteError'

/** Thrown when a body passes its limit; callers map it to their own message. */
export class BodyTooLargeError extends SiteError<'BODY_TOO_LARGE'> {
  override readonly name = 'BodyTooLargeError'
  constructor(readonly limit: number) {
    super('BODY_TOO_LARGE', `Body larger than ${limit} bytes`)
  }
}

/**
 * The stream's bytes decoded as UTF-8, reading no further than `maxBytes` (plus at most
 * the chunk that crossed it). An empty or absent body is ''.
 */
export async function readTextWithin(
  stream: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<string> {
  if (stream === null) return ''
  const reader = stream.getReader()
  const decoder = new TextDecoder('utf-8', { fatal: false })
  let total = 0
  let text = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        // Stop the producer: for a request that closes the sender's connection.
        await reader.cancel().catch(() => {})
        throw new BodyTooLargeError(maxBytes)
      }
      text += decoder.decode(value, { stream: true })
    }
  } finally {
    reader.releaseLock()
  }
  return text + decoder.decode()
}

/**
 * The same stream passed through unchanged until it passes `maxBytes`; then it errors
 * with BodyTooLargeError and the source is cancelled. For bodies a library reads
 * itself (viem's response.json()).
 */
export function limitBytes(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): ReadableStream<Uint8Array> {
  const reader = stream.getReader()
  let total = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          controller.close()
          return
        }
        total += value.byteLength
        if (total > maxBytes) {
          controller.error(new BodyTooLargeError(maxBytes))
          await reader.cancel().catch(() => {})
          return
        }
        controller.enqueue(value)
      } catch (error) {
        controller.error(error)
      }
    },
    async cancel(reason) {
      await reader.cancel(reason).catch(() => {})
    },
  })
}
