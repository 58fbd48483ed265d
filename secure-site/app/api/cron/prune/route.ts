/**
 * GET /api/cron/prune (Authorization: Bearer $CRON_SECRET) → { pruned: counts | null }
 * For Vercel Cron (infra/vercel.json) or any scheduler. Runs through the same claim as
 * the request-driven schedule, so it never prunes twice in one interval. Without
 * CRON_SECRET the route does not exist (404).
 */
import { timingSafeEqual } from 'node:crypto'
import { bearerToken, errorResponse, HttpError, jsonResponse } from '@server/http/http'
import { pruneIfDue } from '@server/maintenance/pruneSchedule'
import { apiContext } from '@server/wiring/apiContext'

/** A cron call always runs unless another run happened this minute. */
const CRON_MIN_INTERVAL_S = 60

function sameSecret(given: string | null, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export async function GET(request: Request): Promise<Response> {
  try {
    const context = await apiContext()
    const secret = context.config.cronSecret
    if (secret === undefined) throw new HttpError(404, 'Not found')
    if (!sameSecret(bearerToken(request), secret)) throw new HttpError(401, 'Unauthorized')
    const pruned = await pruneIfDue(context.db, CRON_MIN_INTERVAL_S, context.clock)
    return jsonResponse({ pruned: pruned ?? null })
  } catch (error) {
    return errorResponse(error)
  }
}
