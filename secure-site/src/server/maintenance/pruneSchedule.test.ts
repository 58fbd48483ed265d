import { expect, it, vi } from 'vitest'
import { storeDeviceApproval } from '../auth/deviceApprovals'
import { hashDeviceId } from '../auth/devices'
import type { Clock } from '../clock'
import { describeEachDb } from '../db/testing'
import { claimRun, type PruneScheduleState, pruneIfDue, schedulePrune } from './pruneSchedule'

function manualClock(start = '2032-01-01T00:00:00Z') {
  let now = Date.parse(start)
  const clock: Clock = () => new Date(now)
  return { clock, advance: (seconds: number) => (now += seconds * 1000) }
}

describeEachDb('prune schedule', (getDb) => {
  it('lets one claimer per interval run the job, across any number of instances', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => claimRun(db, 'job-a', 3600, clock)),
    )
    expect(racing.filter(Boolean)).toHaveLength(1)
    advance(3599)
    expect(await claimRun(db, 'job-a', 3600, clock)).toBe(false)
    advance(1)
    expect(await claimRun(db, 'job-a', 3600, clock)).toBe(true)
    // Jobs are claimed apart.
    expect(await claimRun(db, 'job-b', 3600, clock)).toBe(true)
  })

  it('prunes when due, and says so', async () => {
    const db = getDb()
    const { clock, advance } = manualClock('2033-01-01T00:00:00Z')
    await storeDeviceApproval(
      db,
      {
        email: 'schedule@example.com',
        deviceIdHash: hashDeviceId('00000000-0000-4000-8000-0000000000e1'),
        origin: 'https://dapp.example',
        deviceLabel: 'Chrome 140 on Linux',
      },
      clock(),
    )
    advance(3 * 24 * 3600)
    const first = await pruneIfDue(db, 3600, clock)
    expect(first?.deviceApprovals).toBeGreaterThanOrEqual(1)
    expect(await pruneIfDue(db, 3600, clock)).toBeUndefined()
  })

  it('asks the database at most once per interval per instance, after the response', async () => {
    const db = getDb()
    const { clock, advance } = manualClock('2034-01-01T00:00:00Z')
    const state: PruneScheduleState = {}
    const tasks: (() => Promise<void>)[] = []
    const defer = (task: () => Promise<void>) => {
      tasks.push(task)
    }
    const context = { db, clock, config: { pruneIntervalS: 600 } }
    schedulePrune(context, defer, console.error, state)
    schedulePrune(context, defer, console.error, state)
    expect(tasks).toHaveLength(1)
    advance(600)
    schedulePrune(context, defer, console.error, state)
    expect(tasks).toHaveLength(2)
    schedulePrune({ ...context, config: { pruneIntervalS: null } }, defer, console.error, {})
    expect(tasks).toHaveLength(2)
  })

  it('logs a failed prune instead of rejecting', async () => {
    const { clock } = manualClock()
    const log = vi.fn()
    const broken = {
      insert: () => {
        throw new Error('database is down')
      },
    } as never
    let ran: Promise<void> | undefined
    schedulePrune(
      { db: broken, clock, config: { pruneIntervalS: 600 } },
      (task) => {
        ran = task()
      },
      log,
      {},
    )
    await expect(ran).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledWith('[airlock] pruning expired rows failed:', 'database is down')
  })
})
