import { describe, expect, it } from 'vitest'
import { BodyTooLargeError, limitBytes, readTextWithin } from './byteLimit'

const CHUNK = 16 * 1024

/** An endless body, produced only as it is read: counts what was pulled and whether it was cancelled. */
function endlessBody() {
  const state = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.pulled += 1
        controller.enqueue(new Uint8Array(CHUNK).fill(0x61))
      },
      cancel() {
        state.cancelled = true
      },
    },
    // No read-ahead: a chunk is produced only when the reader asks for one.
    { highWaterMark: 0 },
  )
  return { stream, state }
}

function bodyOf(text: string, chunkSize = 3): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + chunkSize))
      offset += chunkSize
    },
  })
}

describe('readTextWithin', () => {
  it('reads a body within the limit, multi-byte characters split across chunks included', async () => {
    expect(await readTextWithin(bodyOf('{"name":"Zoë ✓"}'), 1024)).toBe('{"name":"Zoë ✓"}')
    expect(await readTextWithin(null, 10)).toBe('')
    // Exactly at the limit is within it.
    expect(await readTextWithin(bodyOf('12345'), 5)).toBe('12345')
  })

  it('stops reading an endless body just past the limit and cancels it', async () => {
    const { stream, state } = endlessBody()
    const limit = 256 * 1024
    await expect(readTextWithin(stream, limit)).rejects.toBeInstanceOf(BodyTooLargeError)
    // The limit is 16 chunks: the 17th crossed it, and nothing after it was asked for.
    expect(state.pulled).toBe(limit / CHUNK + 1)
    expect(state.cancelled).toBe(true)
  })
})

describe('limitBytes', () => {
  it('passes a small body through unchanged', async () => {
    const limited = limitBytes(bodyOf('{"result":"0x1"}'), 1024)
    expect(await new Response(limited).json()).toEqual({ result: '0x1' })
  })

  it('errors once the limit is passed, and cancels the source', async () => {
    const { stream, state } = endlessBody()
    const limit = 64 * 1024
    const limited = limitBytes(stream, limit)
    const error = await new Response(limited).text().then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(BodyTooLargeError)
    expect(state.pulled).toBeLessThanOrEqual(limit / CHUNK + 2)
    expect(state.cancelled).toBe(true)
  })
})
