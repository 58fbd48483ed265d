/**
 * Deletes rows that can no longer matter, so tables stay small without any process
 * keeping state. Safe to run from any instance, any number of times; pruneSchedule.ts
 * runs it from requests (once per interval across instances) and /api/cron/prune
 * on demand.
 */
import { lt } from 'drizzle-orm'
import { addSeconds, type Clock, systemClock } from '../clock'
import type { Db } from '../db/client'
import {
  approvals,
  deviceApprovals,
  deviceProofs,
  emailChanges,
  emailOtps,
  emailReverts,
  farcasterFlows,
  rateLimits,
  refreshTokens,
  socialFlows,
} from '../db/schema'

/** Kept a day past expiry: enough to answer "expired" rather than "unknown" for a while. */
const GRACE_S = 24 * 60 * 60

export interface PruneCounts {
  emailOtps: number
  refreshTokens: number
  deviceApprovals: number
  approvals: number
  rateLimits: number
  emailChanges: number
  emailReverts: number
  socialFlows: number
  farcasterFlows: number
  deviceProofs: number
}

/** Deletes a table's rows that expired before `cutoff`; returns how many went. */
async function deleteExpired(
  db: Db,
  table:
    | typeof emailOtps
    | typeof refreshTokens
    | typeof approvals
    | typeof deviceApprovals
    | typeof emailReverts
    | typeof socialFlows
    | typeof farcasterFlows,
  cutoff: Date,
): Promise<number> {
  const rows = await db.delete(table).where(lt(table.expiresAt, cutoff)).returning({ id: table.id })
  return rows.length
}

export async function pruneExpired(db: Db, clock: Clock = systemClock): Promise<PruneCounts> {
  const cutoff = addSeconds(clock(), -GRACE_S)
  const count = (rows: unknown[]) => rows.length
  return {
    emailOtps: await deleteExpired(db, emailOtps, cutoff),
    // Rotated tokens stay until they expire: they are what reveals a replay.
    refreshTokens: await deleteExpired(db, refreshTokens, cutoff),
    // Approved or not: an approval only matters until the device is trusted or it expires.
    deviceApprovals: await deleteExpired(db, deviceApprovals, cutoff),
    approvals: await deleteExpired(db, approvals, cutoff),
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
    emailReverts: await deleteExpired(db, emailReverts, cutoff),
    // A flow's result lives 2 minutes past its callback, well inside the flow's own expiry.
    socialFlows: await deleteExpired(db, socialFlows, cutoff),
    farcasterFlows: await deleteExpired(db, farcasterFlows, cutoff),
    // One row per authenticated call: gone as soon as its proof's window closes (a proof
    // that old is refused by its iat anyway), no grace.
    deviceProofs: count(
      await db
        .delete(deviceProofs)
        .where(lt(deviceProofs.expiresAt, clock()))
        .returning({ id: deviceProofs.id }),
    ),
  }
}
