/**
 * Whether the suites that need a real Postgres run. Locally they skip without
 * DATABASE_URL (PGlite still covers the SQL); in CI a missing DATABASE_URL is a broken
 * setup, and skipping would turn the run green without ever touching Postgres.
 */
export const POSTGRES_REQUIRED_IN_CI =
  'DATABASE_URL is not set but CI is: the Postgres suites must run in CI, not skip'

export function runPostgresSuites(env: Record<string, string | undefined> = process.env): boolean {
  if (env.DATABASE_URL?.trim()) return true
  if (env.CI) throw new Error(POSTGRES_REQUIRED_IN_CI)
  return false
}
