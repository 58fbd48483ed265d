import { randomBytes } from 'node:crypto'
import { OTP_TTL_S } from '@airlock/protocol'
import { expect, it } from 'vitest'
import type { Clock } from '../clock'
import { describeEachDb } from '../db/testing'
import { findOrCreateUser, getUserById } from '../users/users'
import { confirmPrimaryEmail, confirmSecondaryEmail, startEmailChange } from './emailChange'

const secret = randomBytes(32)

function manualClock() {
  let now = Date.parse('2030-01-01T00:00:00Z')
  const clock: Clock = () => new Date(now)
  return { clock, advance: (seconds: number) => (now += seconds * 1000) }
}

describeEachDb('email change', (getDb) => {
  it('moves the account after a code to the old and then to the new address', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'old-address@example.com')
    const first = await startEmailChange(db, secret, {
      userId: user.id,
      newEmail: 'New-Address@example.com',
    })
    expect(first.to).toBe('old-address@example.com')
    await expect(
      confirmSecondaryEmail(db, secret, { userId: user.id, code: first.code }),
    ).rejects.toThrow('No email change in progress')
    await expect(
      confirmPrimaryEmail(db, secret, {
        userId: user.id,
        code: first.code === '000000' ? '111111' : '000000',
      }),
    ).rejects.toThrow('Invalid code')
    const second = await confirmPrimaryEmail(db, secret, { userId: user.id, code: first.code })
    expect(second.to).toBe('new-address@example.com')
    expect(await confirmSecondaryEmail(db, secret, { userId: user.id, code: second.code })).toEqual(
      {
        newEmail: 'new-address@example.com',
      },
    )
    expect((await getUserById(db, user.id))?.email).toBe('new-address@example.com')
    await expect(
      confirmSecondaryEmail(db, secret, { userId: user.id, code: second.code }),
    ).rejects.toThrow('No email change in progress')
  })

  it('refuses an address that is taken, and a change left too long', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const user = await findOrCreateUser(db, 'mover@example.com')
    await findOrCreateUser(db, 'taken@example.com')
    await expect(
      startEmailChange(db, secret, { userId: user.id, newEmail: 'taken@example.com' }, clock),
    ).rejects.toThrow('This email is already in use')
    await expect(
      startEmailChange(db, secret, { userId: user.id, newEmail: 'mover@example.com' }, clock),
    ).rejects.toThrow('This email is already in use')
    const { code } = await startEmailChange(
      db,
      secret,
      { userId: user.id, newEmail: 'fresh@example.com' },
      clock,
    )
    advance(OTP_TTL_S)
    await expect(confirmPrimaryEmail(db, secret, { userId: user.id, code }, clock)).rejects.toThrow(
      'No email change in progress',
    )
  })
})
