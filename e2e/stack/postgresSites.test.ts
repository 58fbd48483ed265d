import { describe, expect, it } from 'vitest'
import { e2eDatabaseUrl } from './postgresSites'

describe('e2eDatabaseUrl', () => {
  it('is null without any database', () => {
    expect(e2eDatabaseUrl({})).toBeNull()
  })

  it('moves DATABASE_URL to airlock_test_2, keeping credentials and options', () => {
    const url = 'postgres://airlock:airlock@127.0.0.1:5432/airlock_test?sslmode=disable'
    expect(e2eDatabaseUrl({ DATABASE_URL: url })).toBe(
      'postgres://airlock:airlock@127.0.0.1:5432/airlock_test_2?sslmode=disable',
    )
  })

  it('prefers AIRLOCK_E2E_DATABASE_URL', () => {
    expect(
      e2eDatabaseUrl({
        DATABASE_URL: 'postgres://a@h/one',
        AIRLOCK_E2E_DATABASE_URL: 'postgres://a@h/mine',
      }),
    ).toBe('postgres://a@h/mine')
  })
})
