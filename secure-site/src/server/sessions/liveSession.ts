/**
 * The database half of checking an access token, in one statement: the session (the
 * refresh-token family, the token's user's own) neither revoked nor past its absolute
 * end, its user, and, when the caller names a rate limit, one hit on it counted in the
 * same round trip; when the request came with a device proof, its one use recorded in
 * that round trip too. A dead session counts nothing. Nothing is cached: a sign-out is seen by the next request,
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
  /** False when the given proof was already used (always true without one). */
  proofFresh: boolean
}

/** A device proof to record as used (http/deviceProof.ts): `<jkt>.<jti>` and when it can go. */
export interface UsableProof {
  id: string
  expiresAt: Date
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
  proof_fresh: boolean
}

/** The session's user (and the counted hit), or undefined when the session is not live. */
export async function liveSession(
  db: Db,
  claims: AccessClaims,
  now: Date,
  limit?: SessionHit,
  proof?: UsableProof,
): Promise<LiveSession | undefined> {
  const live = sql`SELECT u.id, u.email,
      (extract(epoch FROM u.created_at) * 1000)::float8 AS created_at_ms
    FROM users u
    WHERE u.id = ${claims.sub}::uuid AND EXISTS (
      SELECT 1 FROM refresh_tokens r
      WHERE r.family_id = ${claims.sid}::uuid AND r.user_id = u.id AND r.revoked_at IS NULL
        AND r.family_expires_at > ${now.toISOString()}::timestamptz)`
  // A data-modifying CTE runs once whether or not the SELECT reads it: the proof is used
  // up even when the session turns out dead.
  const used = proof
    ? sql`, used AS (INSERT INTO device_proofs (id, expires_at)
        VALUES (${proof.id}, ${proof.expiresAt.toISOString()}::timestamptz)
        ON CONFLICT (id) DO NOTHING RETURNING 1)`
    : sql``
  const fresh = proof ? sql`EXISTS (SELECT 1 FROM used)` : sql`true`
  const statement = limit
    ? sql`WITH live AS (${live}),
        counted AS (${hitSql(limit.key, windowStartOf(now.getTime(), limit.rule.windowS), sql`live`)})${used}
      SELECT live.*, counted.count, counted.window_start_ms, ${fresh} AS proof_fresh
      FROM live LEFT JOIN counted ON true`
    : sql`WITH live AS (${live})${used}
      SELECT live.*, NULL::int AS count, NULL::float8 AS window_start_ms, ${fresh} AS proof_fresh
      FROM live`
  // Prepared: this statement starts every authenticated call.
  const name = `live_session${limit ? '_hit' : ''}${proof ? '_proof' : ''}`
  const [row] = await queryRows<Row>(db, statement, name)
  if (!row) return undefined
  const user: User = { id: row.id, email: row.email, createdAt: new Date(row.created_at_ms) }
  const proofFresh = row.proof_fresh
  if (!limit) return { user, hit: null, proofFresh }
  if (row.count === null || row.window_start_ms === null) {
    throw new Error('rate limit upsert returned nothing')
  }
  return {
    user,
    proofFresh,
    hit: hitResult(
      { count: row.count, windowStartMs: row.window_start_ms },
      limit.rule,
      now.getTime(),
    ),
  }
}
