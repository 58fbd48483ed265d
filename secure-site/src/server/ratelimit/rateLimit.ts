/**
 * Fixed-window rate limits kept in the database, so every instance counts together.
 * One row per key holds the current window and its count; a single
 * INSERT … ON CONFLICT … DO UPDATE … RETURNING bumps it atomically, starting over
 * when a newer window begins.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import { type Clock, systemClock } from '../clock'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import { ServerError } from '../errors'
import { formatWait } from './formatWait'
import type { RateLimitRule } from './limits'

export interface RateLimitResult {
  allowed: boolean
  /** Hits left in this window after this one. */
  remaining: number
  /** 0 when allowed; else whole seconds until the window ends (at least 1). */
  retryAfterS: number
  /** The window this hit was counted in (what refund() takes back from). */
  windowStart: Date
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
    windowStart: row.windowStart,
  }
}

/**
 * Takes one hit back from the window it was counted in (a request that turned out not
 * to be what the limit counts, such as a right code under the wrong-code limit). A
 * window that has since ended is left alone.
 */
export async function refund(db: Db, key: string, counted: RateLimitResult): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(
        eq(rateLimits.key, key),
        eq(rateLimits.windowStart, counted.windowStart),
        gt(rateLimits.count, 0),
      ),
    )
}

/** The error of a refused hit: 'Too many requests, try again in N minutes', HTTP 429, Retry-After. */
export function rateLimitedError(result: Pick<RateLimitResult, 'retryAfterS'>): ServerError {
  return new ServerError('RATE_LIMITED', {
    values: { seconds: result.retryAfterS, wait: formatWait(result.retryAfterS) },
  })
}

/** hit(), throwing rateLimitedError when the hit is over the limit. */
export async function enforceRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  clock: Clock = systemClock,
): Promise<RateLimitResult> {
  const result = await hit(db, key, rule.limit, rule.windowS, clock)
  if (!result.allowed) throw rateLimitedError(result)
  return result
}
