import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { users } from './schema'

describe('getDb', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'airlock-db-'))
  afterAll(() => {
    vi.unstubAllEnvs()
  })

  it('opens the embedded PGlite in the data folder, migrated, once per process', async () => {
    vi.stubEnv('DATABASE_URL', '')
    // Development: the embedded database with generated secrets and console mail.
    vi.stubEnv('AIRLOCK_DEV', '1')
    vi.stubEnv('AIRLOCK_DATA_DIR', dataDir)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { getDb } = await import('./client')
    const first = getDb()
    expect(getDb()).toBe(first)
    const db = await first
    await db.insert(users).values({ email: 'persisted@example.com' })
    expect((await db.select().from(users)).map((user) => user.email)).toEqual([
      'persisted@example.com',
    ])
  }, 60_000)
})
