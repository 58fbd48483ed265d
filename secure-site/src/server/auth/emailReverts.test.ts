import { expect, it } from 'vitest'
import type { Clock } from '../clock'
import { describeEachDb } from '../db/testing'
import { findOrCreateUser } from '../users/users'
import {
  createEmailRevert,
  EMAIL_REVERT_TTL_S,
  emailRevertLink,
  readEmailRevert,
  useEmailRevert,
} from './emailReverts'

function manualClock() {
  let now = Date.parse('2030-01-01T00:00:00Z')
  const clock: Clock = () => new Date(now)
  return { clock, advance: (seconds: number) => (now += seconds * 1000) }
}

const INVALID = 'This link is invalid, was already used or has expired'

it('puts the link on the secure site’s own origin', () => {
  expect(emailRevertLink('https://wallet.example.com', 'abc_-1')).toBe(
    'https://wallet.example.com/email/revert?token=abc_-1',
  )
})

describeEachDb('email revert links', (getDb) => {
  it('reads without using up, works once, and says why it no longer works', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const user = await findOrCreateUser(db, 'revert-a@example.com')
    const change = { userId: user.id, oldEmail: 'old@example.com', newEmail: user.email }
    const { token, expiresAt } = await createEmailRevert(
      db,
      { ...change, origin: 'https://dapp.example' },
      clock,
    )
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(expiresAt.getTime() - clock().getTime()).toBe(EMAIL_REVERT_TTL_S * 1000)
    expect(await readEmailRevert(db, token, clock)).toMatchObject({ state: 'valid', ...change })
    expect(await readEmailRevert(db, token, clock)).toMatchObject({ state: 'valid' })
    expect(await useEmailRevert(db, token, clock)).toMatchObject(change)
    expect(await readEmailRevert(db, token, clock)).toMatchObject({ state: 'used' })
    await expect(useEmailRevert(db, token, clock)).rejects.toThrow(INVALID)

    const late = await createEmailRevert(db, { ...change, origin: 'https://dapp.example' }, clock)
    advance(EMAIL_REVERT_TTL_S)
    expect(await readEmailRevert(db, late.token, clock)).toMatchObject({ state: 'expired' })
    await expect(useEmailRevert(db, late.token, clock)).rejects.toThrow(INVALID)
    expect(await readEmailRevert(db, 'nope', clock)).toEqual({ state: 'unknown' })
    expect(await readEmailRevert(db, '', clock)).toEqual({ state: 'unknown' })
  })

  it('lets only one of two racing clicks through', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'revert-b@example.com')
    const { token } = await createEmailRevert(db, {
      userId: user.id,
      oldEmail: 'old-b@example.com',
      newEmail: user.email,
      origin: 'https://dapp.example',
    })
    const results = await Promise.allSettled([useEmailRevert(db, token), useEmailRevert(db, token)])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })
})
