/**
 * When pruneExpired runs, with no process of its own: requests give it the chance.
 * Each instance asks at most once per AIRLOCK_PRUNE_INTERVAL (a timestamp in memory),
 * and the asking is one upsert on maintenance_runs that moves last_run_at forward only
 * when the interval has passed, so across any number of instances one request per
 * interval wins and prunes, after its response is sent. /api/cron/prune runs it on
 * demand (Vercel Cron), through the same claim.
 */
import { lte } from 'drizzle-orm'
import { addSeconds, type Clock, systemClock } from '../clock'
import type { Db } from '../db/client'
import { maintenanceRuns } from '../db/schema'
import { type PruneCounts, pruneExpired } from './prune'

export const PRUNE_JOB = 'prune'

/**
 * Claims the run of `name` for this interval: true for exactly one caller among all
 * instances until `intervalS` seconds have passed since the last claimed run.
 */
export async function claimRun(
  db: Db,
  name: string,
  intervalS: number,
  clock: Clock = systemClock,
): Promise<boolean> {
  const now = clock()
  const claimed = await db
    .insert(maintenanceRuns)
    .values({ name, lastRunAt: now })
    .onConflictDoUpdate({
      target: maintenanceRuns.name,
      set: { lastRunAt: now },
      setWhere: lte(maintenanceRuns.lastRunAt, addSeconds(now, -intervalS)),
    })
    .returning({ name: maintenanceRuns.name })
  return claimed.length > 0
}

/** Prunes when this caller wins the claim; undefined when another run was recent enough. */
export async function pruneIfDue(
  db: Db,
  intervalS: number,
  clock: Clock = systemClock,
): Promise<PruneCounts | undefined> {
  if (!(await claimRun(db, PRUNE_JOB, intervalS, clock))) return undefined
  return pruneExpired(db, clock)
}

export interface PruneScheduleContext {
  db: Db
  clock: Clock
  config: { pruneIntervalS: number | null }
}

/** Runs a task after the response is sent (Next's `after`), or at once outside a request. */
export type Deferrer = (task: () => Promise<void>) => void

/** When this instance last asked; tests pass their own. */
export interface PruneScheduleState {
  lastAsked?: number
}

/** Kept on globalThis like the database: one schedule per process, however bundled. */
const STATE = Symbol.for('airlock.prune.schedule')
type Holder = { [STATE]?: PruneScheduleState }

function processState(): PruneScheduleState {
  const holder = globalThis as Holder
  holder[STATE] ??= {}
  return holder[STATE]
}

/**
 * Called on every request; cheap (a clock read) except once per interval per instance,
 * when it defers one claim-and-prune. Never throws and never rejects: a failed prune
 * is logged and retried after the next interval.
 */
export function schedulePrune(
  context: PruneScheduleContext,
  defer: Deferrer,
  log: (message: string, detail?: unknown) => void = console.error,
  state: PruneScheduleState = processState(),
): void {
  const intervalS = context.config.pruneIntervalS
  if (intervalS === null) return
  const now = context.clock().getTime()
  if (state.lastAsked !== undefined && now - state.lastAsked < intervalS * 1000) return
  state.lastAsked = now
  defer(async () => {
    try {
      await pruneIfDue(context.db, intervalS, context.clock)
    } catch (error) {
      log('[airlock] pruning expired rows failed:', error instanceof Error ? error.message : error)
    }
  })
}
