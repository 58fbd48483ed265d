export interface SlidingWindowLimiter {
  /** True (and counted) when fewer than `limit` were taken in the last `windowMs`; false otherwise. */
  take(): boolean
}

/**
 * At most `limit` per any `windowMs` span (a sliding window, not fixed buckets:
 * a burst at the end of one minute and the start of the next still counts together).
 * Holds at most `limit` timestamps; no timers.
 */
export function createSlidingWindowLimiter(
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
): SlidingWindowLimiter {
  const taken: number[] = []
  return {
    take() {
      const at = now()
      while (taken.length > 0 && (taken[0] ?? at) <= at - windowMs) taken.shift()
      if (taken.length >= limit) return false
      taken.push(at)
      return true
    },
  }
}
