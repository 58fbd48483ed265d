import type { RequestName } from '@airlock/protocol'
import type { TimeoutPolicy } from './frameTimeouts'

/** What callers of `abortPending` see of a request. */
export interface PendingRequest {
  readonly id: string
  readonly name: RequestName
  readonly payload: unknown
}

interface Entry extends PendingRequest {
  resolve(value: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout> | undefined
  sent: boolean
}

export interface PendingRequests {
  /** Registers a request; the promise settles exactly once, and its timer and entry go with it. */
  add(request: PendingRequest, timeout?: TimeoutPolicy & { error: () => Error }): Promise<unknown>
  get(id: string): (PendingRequest & { readonly sent: boolean }) | undefined
  markSent(id: string): void
  resolve(id: string, value: unknown): boolean
  reject(id: string, error: Error): boolean
  /** Rejects every request the predicate picks; returns how many. */
  rejectWhere(predicate: (request: PendingRequest) => boolean, error: () => Error): number
  rejectAll(error: () => Error): number
  readonly size: number
}

/** The requests waiting for the frame, keyed by id. */
export function createPendingRequests(): PendingRequests {
  const entries = new Map<string, Entry>()

  function take(id: string): Entry | undefined {
    const entry = entries.get(id)
    if (!entry) return undefined
    entries.delete(id)
    if (entry.timer !== undefined) clearTimeout(entry.timer)
    return entry
  }

  function rejectWhere(
    predicate: (request: PendingRequest) => boolean,
    error: () => Error,
  ): number {
    // Collect first: settling runs caller code, which may add requests while we iterate.
    const picked = [...entries.values()].filter((entry) =>
      predicate({ id: entry.id, name: entry.name, payload: entry.payload }),
    )
    for (const entry of picked) take(entry.id)?.reject(error())
    return picked.length
  }

  return {
    add(request, timeout) {
      return new Promise<unknown>((resolve, reject) => {
        const entry: Entry = { ...request, resolve, reject, timer: undefined, sent: false }
        if (timeout) {
          entry.timer = setTimeout(() => {
            const timedOut = take(request.id)
            if (!timedOut) return
            if (timeout.onTimeout === 'resolve') timedOut.resolve(undefined)
            else timedOut.reject(timeout.error())
          }, timeout.ms)
        }
        entries.set(request.id, entry)
      })
    },
    get(id) {
      const entry = entries.get(id)
      return entry && { id: entry.id, name: entry.name, payload: entry.payload, sent: entry.sent }
    },
    markSent(id) {
      const entry = entries.get(id)
      if (entry) entry.sent = true
    },
    resolve(id, value) {
      const entry = take(id)
      entry?.resolve(value)
      return entry !== undefined
    },
    reject(id, error) {
      const entry = take(id)
      entry?.reject(error)
      return entry !== undefined
    },
    rejectWhere,
    rejectAll: (error) => rejectWhere(() => true, error),
    get size() {
      return entries.size
    },
  }
}
