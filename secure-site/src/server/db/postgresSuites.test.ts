import { describe, expect, it } from 'vitest'
import { POSTGRES_REQUIRED_IN_CI, runPostgresSuites } from './postgresSuites'

describe('runPostgresSuites', () => {
  it('runs them when DATABASE_URL is set', () => {
    expect(runPostgresSuites({ DATABASE_URL: 'postgres://a@h/db', CI: '1' })).toBe(true)
  })

  it('skips them locally without DATABASE_URL', () => {
    expect(runPostgresSuites({})).toBe(false)
  })

  it('fails in CI without DATABASE_URL instead of skipping', () => {
    expect(() => runPostgresSuites({ CI: 'true' })).toThrow(POSTGRES_REQUIRED_IN_CI)
    expect(() => runPostgresSuites({ CI: 'true', DATABASE_URL: '  ' })).toThrow(
      'DATABASE_URL is not set but CI is: the Postgres suites must run in CI, not skip',
    )
  })
})
