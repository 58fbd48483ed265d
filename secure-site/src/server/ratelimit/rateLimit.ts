/**
 * Fixed-window rate limits kept in the database, so every instance counts together.
 * One row per key holds the current window and its count; a single
 * INSERT … ON CONFLICT … DO UPDATE … RETURNING bumps it atomically, starting over
 * when a newer window begins. The statement is also a fragment (hitSql) that another
 * statement can run as a CTE, so a request can be counted in a round trip it makes anyway.
 */
import { and, eq, gt, type SQL, sql } from 'drizzle-orm'
import { type Clock, systemClock } from '../clock'
import type { Db } from '../db/client'
import { queryRows } from '../db/rows'
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

/** The start of the fixed window that `nowMs` falls in. */
export function windowStartOf(nowMs: number, windowS: number): Date {
  const windowMs = windowS * 1000
  return new Date(Math.floor(nowMs / windowMs) * windowMs)
}

/**
 * One hit on `key` in the window starting at `windowStart`, as a statement that other
 * statements can use as a CTE (the session check counts its request this way, in the
 * same round trip): INSERT … ON CONFLICT … DO UPDATE … RETURNING `count` and
 * `window_start_ms`. With `from`, a hit is counted only when that relation has a row.
 */
export function hitSql(key: string, windowStart: Date, from?: SQL): SQL {
  const source = from ? sql` FROM ${from}` : sql``
  return sql`INSERT INTO rate_limits (key, window_start, count)
    SELECT ${key}, ${windowStart.toISOString()}::timestamptz, 1${source}
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start >= excluded.window_start
        THEN rate_limits.count + 1 ELSE 1 END,
      window_start = GREATEST(rate_limits.window_start, excluded.window_start)
    RETURNING count, (extract(epoch FROM window_start) * 1000)::float8 AS window_start_ms`
}

/** What hitSql returned, read against the limit. */
export function hitResult(
  row: { count: number; windowStartMs: number },
  rule: RateLimitRule,
  nowMs: number,
): RateLimitResult {
  const allowed = row.count <= rule.limit
  const windowEnd = row.windowStartMs + rule.windowS * 1000
  return {
    allowed,
    remaining: Math.max(0, rule.limit - row.count),
    retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((windowEnd - nowMs) / 1000)),
    windowStart: new Date(row.windowStartMs),
  }
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
  const [row] = await queryRows<{ count: number; window_start_ms: number }>(
    db,
    hitSql(key, windowStartOf(now, windowS)),
  )
  if (!row) throw new Error('rate limit upsert returned nothing')
  return hitResult(
    { count: row.count, windowStartMs: row.window_start_ms },
    { limit, windowS },
    now,
  )
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
