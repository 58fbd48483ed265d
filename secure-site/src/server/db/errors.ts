/** Recognising Postgres errors by SQLSTATE, from pg and PGlite alike. */

const UNIQUE_VIOLATION = '23505'

/** True when `error` (or a cause drizzle wrapped it in) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < 5 && isObject(current); depth++) {
    if (current.code === UNIQUE_VIOLATION) return true
    current = current.cause
  }
  return false
}

function isObject(value: unknown): value is { code?: unknown; cause?: unknown } {
  return typeof value === 'object' && value !== null
}
