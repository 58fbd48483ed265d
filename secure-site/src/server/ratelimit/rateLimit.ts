/**
 * Fixed-window rate limits kept in the database, so every instance counts together.
 * One row per key holds the current window and its count; a single
 * INSERT … ON CONFLICT … DO UPDATE … RETURNING bumps it atomically, starting over
 * when a newer window begins.
 */
import { sql } from 'drizzle-orm'
import { type Clock, systemClock } from '../clock'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import { ServerError } from '../errors'

export interface RateLimitResult {
  allowed: boolean
  /** Hits left in this window after this one. */
  remaining: number
  /** 0 when allowed; else whole seconds until the window ends (at least 1). */
  retryAfterS: number
}

/**
 * Counts one hit on `key` and says whether it is within `limit` per `windowS` seconds.
 * Use a key that names the limit too (`otp-verify:ip:1.2.3.4`): one key, one window size.
 */
export async function hit(
  db: Db,
  key: string,
  limit: number,
  windowS: number,
  clock: Clock = systemClock,
): Promise<RateLimitResult> {
  const now = clock().getTime()
  const windowMs = windowS * 1000
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        // An instance whose clock lags must not reset a newer window: keep the later one.
        count: sql`CASE WHEN ${rateLimits.windowStart} >= excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`GREATEST(${rateLimits.windowStart}, excluded.window_start)`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
  if (!row) throw new Error('rate limit upsert returned nothing')
  const allowed = row.count <= limit
  const windowEnd = row.windowStart.getTime() + windowMs
  return {
    allowed,
    remaining: Math.max(0, limit - row.count),
    retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((windowEnd - now) / 1000)),
  }
}

/** hit(), throwing ServerError 'Too many requests, please try again after N seconds' (429). */
export async function enforceRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowS: number,
  clock: Clock = systemClock,
): Promise<void> {
  const result = await hit(db, key, limit, windowS, clock)
  if (!result.allowed) {
    throw new ServerError('RATE_LIMITED', { values: { seconds: result.retryAfterS } })
  }
}
