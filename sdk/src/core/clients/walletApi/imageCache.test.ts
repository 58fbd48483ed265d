import { IMAGE_PRELOAD_TIMEOUT_MS } from '@airlock/protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createImageCache } from './imageCache'

/** A fetcher whose answers the test releases by hand, and fake object URLs (jsdom has none). */
function setup() {
  const requests: { key: string; signal: AbortSignal; resolve(blob: Blob): void }[] = []
  const fetchBlob = vi.fn(
    (key: string, signal: AbortSignal) =>
      new Promise<Blob>((resolve) => requests.push({ key, signal, resolve })),
  )
  let made = 0
  const createObjectURL = vi.fn((_blob: Blob) => `blob:test/${++made}`)
  const revokeObjectURL = vi.fn((_url: string) => {})
  const cache = createImageCache({ fetchBlob, createObjectURL, revokeObjectURL })
  return { cache, fetchBlob, requests, createObjectURL, revokeObjectURL }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('image cache', () => {
  it('turns the blob into an object URL and shares one request per key', async () => {
    const { cache, fetchBlob, requests } = setup()
    const first = cache.load('a')
    const second = cache.load('a')
    requests[0]?.resolve(new Blob(['x']))
    expect(await first).toBe('blob:test/1')
    expect(await second).toBe('blob:test/1')
    expect(await cache.load('a')).toBe('blob:test/1')
    expect(cache.get('a')).toBe('blob:test/1')
    expect(fetchBlob).toHaveBeenCalledTimes(1)
  })

  it('settles with undefined at 2 s when the image never comes, and aborts the request', async () => {
    const { cache, requests } = setup()
    let result: string | undefined | 'pending' = 'pending'
    void cache.load('slow').then((url) => {
      result = url
    })
    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS - 1)
    expect(result).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(result).toBeUndefined()
    expect(requests[0]?.signal.aborted).toBe(true)
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
  })

  it('ignores an answer that comes after the timeout and retries on the next load', async () => {
    const { cache, requests, createObjectURL } = setup()
    const late = cache.load('a')
    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS)
    expect(await late).toBeUndefined()
    const retry = cache.load('a')
    requests[0]?.resolve(new Blob(['late']))
    await vi.advanceTimersByTimeAsync(0)
    expect(createObjectURL).not.toHaveBeenCalled()
    requests[1]?.resolve(new Blob(['fresh']))
    expect(await retry).toBe('blob:test/1')
  })

  it('settles with the URL only once the icon is decoded, so its row paints it at once', async () => {
    const requests: ((blob: Blob) => void)[] = []
    const decodes: { url: string; done(): void }[] = []
    const cache = createImageCache({
      fetchBlob: () => new Promise<Blob>((resolve) => requests.push(resolve)),
      createObjectURL: () => 'blob:test/icon',
      decode: (url) => new Promise<void>((done) => decodes.push({ url, done })),
    })
    let result: string | undefined | 'pending' = 'pending'
    void cache.load('a').then((url) => {
      result = url
    })
    requests[0]?.(new Blob(['a']))
    await vi.advanceTimersByTimeAsync(0)
    expect(decodes.map((decode) => decode.url)).toEqual(['blob:test/icon'])
    expect(result).toBe('pending')
    decodes[0]?.done()
    await vi.advanceTimersByTimeAsync(0)
    expect(result).toBe('blob:test/icon')
  })

  it('a decode that never ends still settles at the timeout, the URL kept for the row', async () => {
    const cache = createImageCache({
      fetchBlob: () => Promise.resolve(new Blob(['a'])),
      createObjectURL: () => 'blob:test/stuck',
      decode: () => new Promise<void>(() => {}),
    })
    const load = cache.load('a')
    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS)
    expect(await load).toBeUndefined()
    expect(cache.get('a')).toBe('blob:test/stuck')
  })

  it('settles with undefined when the fetch fails, even synchronously', async () => {
    const failing = createImageCache({
      fetchBlob: () => {
        throw new Error('boom')
      },
      createObjectURL: () => 'blob:x',
    })
    expect(await failing.load('a')).toBeUndefined()
    const rejecting = createImageCache({ fetchBlob: () => Promise.reject(new Error('404')) })
    expect(await rejecting.load('a')).toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('revokes its object URLs and settles open loads on dispose', async () => {
    const { cache, requests, revokeObjectURL } = setup()
    const done = cache.load('a')
    requests[0]?.resolve(new Blob(['a']))
    await done
    const open = cache.load('b')
    cache.dispose()
    expect(await open).toBeUndefined()
    expect(requests[1]?.signal.aborted).toBe(true)
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1')
    expect(cache.get('a')).toBeUndefined()
    expect(await cache.load('c')).toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
  })
})
