import { expect, it } from 'vitest'
import type { Clock } from '../clock'
import { describeEachDb } from '../db/testing'
import { enforceRateLimit, hit, refund } from './rateLimit'

function manualClock(start = '2030-01-01T00:00:00Z') {
  let now = Date.parse(start)
  const clock: Clock = () => new Date(now)
  return { clock, advance: (seconds: number) => (now += seconds * 1000) }
}

describeEachDb('rate limit', (getDb) => {
  it('allows `limit` hits per window, then says how long to wait', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    for (let index = 0; index < 3; index++) {
      expect(await hit(db, 'a', 3, 60, clock)).toMatchObject({
        allowed: true,
        remaining: 2 - index,
        retryAfterS: 0,
      })
    }
    advance(15.5)
    expect(await hit(db, 'a', 3, 60, clock)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterS: 45,
      windowStart: new Date('2030-01-01T00:00:00Z'),
    })
    advance(44.5)
    expect((await hit(db, 'a', 3, 60, clock)).allowed).toBe(true)
  })

  it('keeps keys apart', async () => {
    const db = getDb()
    const { clock } = manualClock()
    expect((await hit(db, 'b1', 1, 60, clock)).allowed).toBe(true)
    expect((await hit(db, 'b2', 1, 60, clock)).allowed).toBe(true)
    expect((await hit(db, 'b1', 1, 60, clock)).allowed).toBe(false)
  })

  it('counts parallel hits exactly', async () => {
    const db = getDb()
    const { clock } = manualClock()
    const results = await Promise.all(Array.from({ length: 10 }, () => hit(db, 'c', 4, 60, clock)))
    expect(results.filter((result) => result.allowed)).toHaveLength(4)
  })

  it('does not let a lagging clock reset a newer window', async () => {
    const db = getDb()
    const ahead = manualClock('2030-01-01T00:01:00Z')
    const behind = manualClock('2030-01-01T00:00:59Z')
    await hit(db, 'd', 1, 60, ahead.clock)
    expect((await hit(db, 'd', 1, 60, behind.clock)).allowed).toBe(false)
  })

  it('throws the rate-limit error with a retry time', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    await enforceRateLimit(db, 'e', { limit: 1, windowS: 30 }, clock)
    await expect(enforceRateLimit(db, 'e', { limit: 1, windowS: 30 }, clock)).rejects.toMatchObject(
      {
        message: 'Too many requests, try again in 30 seconds',
        status: 429,
        retryAfterS: 30,
      },
    )
    await enforceRateLimit(db, 'f', { limit: 1, windowS: 600 }, clock)
    advance(1)
    await expect(
      enforceRateLimit(db, 'f', { limit: 1, windowS: 600 }, clock),
    ).rejects.toMatchObject({
      message: 'Too many requests, try again in 10 minutes',
      retryAfterS: 599,
    })
  })

  it('takes a refunded hit back from its own window only', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const counted = await hit(db, 'g', 1, 60, clock)
    await refund(db, 'g', counted)
    expect((await hit(db, 'g', 1, 60, clock)).allowed).toBe(true)
    const last = await hit(db, 'g', 1, 60, clock)
    expect(last.allowed).toBe(false)
    advance(60)
    const fresh = await hit(db, 'g', 1, 60, clock)
    // A refund of the old window must not touch the new one.
    await refund(db, 'g', last)
    expect(fresh.allowed).toBe(true)
    expect((await hit(db, 'g', 1, 60, clock)).allowed).toBe(false)
  })
})
