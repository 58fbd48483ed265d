import { expect, it } from 'vitest'
import { describeEachDb } from '../db/testing'
import {
  findOrCreateUser,
  findUserByEmail,
  getUserById,
  normalizeEmail,
  updateUserEmail,
} from './users'

it('normalizes emails and refuses invalid ones with the protocol message', () => {
  expect(normalizeEmail('  Alice@Example.COM ')).toBe('alice@example.com')
  expect(() => normalizeEmail('not-an-email')).toThrow(/^Invalid email$/)
})

describeEachDb('users', (getDb) => {
  it('creates a user once, whatever the case of the address', async () => {
    const db = getDb()
    const [a, b] = await Promise.all([
      findOrCreateUser(db, 'Bob@Example.com'),
      findOrCreateUser(db, 'bob@example.com'),
    ])
    expect(a.id).toBe(b.id)
    expect(a.email).toBe('bob@example.com')
    expect((await findUserByEmail(db, 'BOB@example.com'))?.id).toBe(a.id)
    expect((await getUserById(db, a.id))?.email).toBe('bob@example.com')
    expect(await findUserByEmail(db, 'nobody@example.com')).toBeUndefined()
  })

  it('changes the email, refusing one that is taken', async () => {
    const db = getDb()
    const carol = await findOrCreateUser(db, 'carol@example.com')
    await findOrCreateUser(db, 'dave@example.com')
    await expect(updateUserEmail(db, carol.id, 'dave@example.com')).rejects.toThrow(
      'This email is already in use',
    )
    const moved = await updateUserEmail(db, carol.id, 'Carol.New@example.com')
    expect(moved.email).toBe('carol.new@example.com')
  })
})
