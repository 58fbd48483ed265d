/**
 * Deletes rows that can no longer matter, so tables stay small without any process
 * keeping state. Safe to run from any instance, any number of times (a cron route or
 * a scheduled `node --import tsx` script); nothing calls it implicitly.
 */
import { and, isNull, lt, or } from 'drizzle-orm'
import { addSeconds, type Clock, systemClock } from '../clock'
import type { Db } from '../db/client'
import {
  approvals,
  devices,
  emailChanges,
  emailOtps,
  rateLimits,
  refreshTokens,
} from '../db/schema'

/** Kept a day past expiry: enough to answer "expired" rather than "unknown" for a while. */
const GRACE_S = 24 * 60 * 60

export interface PruneCounts {
  emailOtps: number
  refreshTokens: number
  devices: number
  approvals: number
  rateLimits: number
  emailChanges: number
}

export async function pruneExpired(db: Db, clock: Clock = systemClock): Promise<PruneCounts> {
  const cutoff = addSeconds(clock(), -GRACE_S)
  const count = (rows: unknown[]) => rows.length
  return {
    emailOtps: count(
      await db
        .delete(emailOtps)
        .where(lt(emailOtps.expiresAt, cutoff))
        .returning({ id: emailOtps.id }),
    ),
    // Rotated tokens stay until they expire: they are what reveals a replay.
    refreshTokens: count(
      await db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, cutoff))
        .returning({ id: refreshTokens.id }),
    ),
    // Only approvals that never happened; approved devices stay known.
    devices: count(
      await db
        .delete(devices)
        .where(
          and(
            isNull(devices.approvedAt),
            or(isNull(devices.expiresAt), lt(devices.expiresAt, cutoff)),
          ),
        )
        .returning({ id: devices.id }),
    ),
    approvals: count(
      await db
        .delete(approvals)
        .where(lt(approvals.expiresAt, cutoff))
        .returning({ id: approvals.id }),
    ),
    rateLimits: count(
      await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, cutoff))
        .returning({ key: rateLimits.key }),
    ),
    emailChanges: count(
      await db
        .delete(emailChanges)
        .where(lt(emailChanges.expiresAt, cutoff))
        .returning({ userId: emailChanges.userId }),
    ),
  }
}
