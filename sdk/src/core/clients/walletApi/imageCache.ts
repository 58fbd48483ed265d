import { IMAGE_PRELOAD_TIMEOUT_MS } from '@airlock/protocol'
import { decodeImage } from './decodeImage'

export interface ImageCacheOptions {
  /** Fetches one image; must reject when `signal` aborts. */
  fetchBlob(key: string, signal: AbortSignal): Promise<Blob>
  /** How long one preload may take before it settles without an image (SPEC §9: 2 s). */
  timeoutMs?: number | undefined
  /** Injected in tests (jsdom has no object URLs); `URL.createObjectURL` otherwise. */
  createObjectURL?: ((blob: Blob) => string) | undefined
  revokeObjectURL?: ((url: string) => void) | undefined
  /** Injected in tests; `decodeImage` otherwise (the icon is decoded before it is shown). */
  decode?: ((url: string) => Promise<void>) | undefined
}

export interface ImageCache {
  /**
   * The image as an object URL; undefined when it failed, timed out or the cache
   * was disposed. Never rejects and never waits longer than the timeout.
   * Concurrent calls for one key share a request; a failed key is retried next call.
   */
  load(key: string): Promise<string | undefined>
  /** The object URL if already loaded. */
  get(key: string): string | undefined
  /** Aborts open requests and revokes every object URL it made. */
  dispose(): void
}

/** Object URLs of fetched images, each request capped by a timeout. */
export function createImageCache(options: ImageCacheOptions): ImageCache {
  const timeoutMs = options.timeoutMs ?? IMAGE_PRELOAD_TIMEOUT_MS
  const loaded = new Map<string, string>()
  const pending = new Map<string, { promise: Promise<string | undefined>; abort(): void }>()
  let disposed = false

  function start(key: string): Promise<string | undefined> {
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    let settle: (url: string | undefined) => void = () => {}
    const promise = new Promise<string | undefined>((resolve) => {
      let done = false
      settle = (url) => {
        // Once only: a late fetch must not remove the entry of a newer retry of the same key.
        if (done) return
        done = true
        clearTimeout(timer)
        pending.delete(key)
        resolve(url)
      }
    })
    // The timer and abort settle the promise themselves: a fetch that ignores
    // its signal still cannot keep a caller waiting past the timeout.
    timer = setTimeout(() => {
      controller.abort()
      settle(undefined)
    }, timeoutMs)
    pending.set(key, {
      promise,
      abort() {
        controller.abort()
        settle(undefined)
      },
    })
    let request: Promise<Blob>
    try {
      request = options.fetchBlob(key, controller.signal)
    } catch (error) {
      // A fetcher that throws synchronously still only settles `undefined`.
      request = Promise.reject(error)
    }
    request
      .then(async (blob) => {
        if (controller.signal.aborted || disposed) return settle(undefined)
        const url = options.createObjectURL
          ? options.createObjectURL(blob)
          : URL.createObjectURL(blob)
        loaded.set(key, url)
        // Within the timeout: a slow decode settles with the URL when the timer does not.
        await (options.decode ?? decodeImage)(url)
        settle(url)
      })
      .catch(() => settle(undefined))
    return promise
  }

  return {
    load(key) {
      if (disposed) return Promise.resolve(undefined)
      const url = loaded.get(key)
      if (url !== undefined) return Promise.resolve(url)
      return pending.get(key)?.promise ?? start(key)
    },
    get: (key) => loaded.get(key),
    dispose() {
      disposed = true
      for (const request of [...pending.values()]) request.abort()
      for (const url of loaded.values()) {
        if (options.revokeObjectURL) options.revokeObjectURL(url)
        else URL.revokeObjectURL(url)
      }
      loaded.clear()
    },
  }
}
