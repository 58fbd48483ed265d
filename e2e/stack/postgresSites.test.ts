import { describe, expect, it } from 'vitest'
import { e2eDatabaseUrl, POSTGRES_REQUIRED_IN_CI, runPostgresSuites } from './postgresSites'

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

describe('runPostgresSuites', () => {
  it('runs them with a database, skips them locally without one', () => {
    expect(runPostgresSuites({ DATABASE_URL: 'postgres://a@h/db', CI: '1' })).toBe(true)
    expect(runPostgresSuites({})).toBe(false)
  })

  it('fails in CI without a database instead of skipping', () => {
    expect(() => runPostgresSuites({ CI: 'true' })).toThrow(POSTGRES_REQUIRED_IN_CI)
    expect(() => runPostgresSuites({ CI: 'true' })).toThrow(
      'DATABASE_URL is not set but CI is: the Postgres suites must run in CI, not skip',
    )
  })
})
