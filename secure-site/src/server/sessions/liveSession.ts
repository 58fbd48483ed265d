/**
 * The database half of checking an access token, in one statement: the session (the
 * refresh-token family, the token's user's own) neither revoked nor past its absolute
 * end, its user, and, when the caller names a rate limit, one hit on it counted in the
 * same round trip. A dead session counts nothing. Nothing is cached: a sign-out is seen by the next request,
 * on every instance.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { queryRows } from '../db/rows'
import type { RateLimitRule } from '../ratelimit/limits'
import type { RateLimitResult } from '../ratelimit/rateLimit'
import { hitResult, hitSql, windowStartOf } from '../ratelimit/rateLimit'
import type { User } from '../users/users'
import type { AccessClaims } from './sessions'

export interface LiveSession {
  user: User
  /** The counted hit, when a limit was given. */
  hit: RateLimitResult | null
}

export interface SessionHit {
  /** The limit's key, e.g. `rpcPerSession:<session id>`. */
  key: string
  rule: RateLimitRule
}

interface Row extends Record<string, unknown> {
  id: string
  email: string
  created_at_ms: number
  count: number | null
  window_start_ms: number | null
}

/** The session's user (and the counted hit), or undefined when the session is not live. */
export async function liveSession(
  db: Db,
  claims: AccessClaims,
  now: Date,
  limit?: SessionHit,
): Promise<LiveSession | undefined> {
  const live = sql`SELECT u.id, u.email,
      (extract(epoch FROM u.created_at) * 1000)::float8 AS created_at_ms
    FROM users u
    WHERE u.id = ${claims.sub}::uuid AND EXISTS (
      SELECT 1 FROM refresh_tokens r
      WHERE r.family_id = ${claims.sid}::uuid AND r.user_id = u.id AND r.revoked_at IS NULL
        AND r.family_expires_at > ${now.toISOString()}::timestamptz)`
  const statement = limit
    ? sql`WITH live AS (${live}),
        counted AS (${hitSql(limit.key, windowStartOf(now.getTime(), limit.rule.windowS), sql`live`)})
      SELECT live.*, counted.count, counted.window_start_ms FROM live LEFT JOIN counted ON true`
    : sql`SELECT live.*, NULL::int AS count, NULL::float8 AS window_start_ms FROM (${live}) AS live`
  // Prepared: this statement starts every authenticated call.
  const [row] = await queryRows<Row>(db, statement, limit ? 'live_session_hit' : 'live_session')
  if (!row) return undefined
  const user: User = { id: row.id, email: row.email, createdAt: new Date(row.created_at_ms) }
  if (!limit) return { user, hit: null }
  if (row.count === null || row.window_start_ms === null) {
    throw new Error('rate limit upsert returned nothing')
  }
  return {
    user,
    hit: hitResult(
      { count: row.count, windowStartMs: row.window_start_ms },
      limit.rule,
      now.getTime(),
    ),
  }
}
