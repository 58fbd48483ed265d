/**
 * The rows of a hand-written statement. drizzle types `execute` by driver, and the
 * site's `Db` spans two (node-postgres, PGlite) whose results both carry `rows` of
 * plain objects keyed by column name; this reads them as that, once, here.
 * Columns come back as the driver parses them: keep hand-written statements to
 * integers, floats, text, booleans, uuids and bytea (timestamps as epoch milliseconds,
 * since the two drivers disagree on those).
 */
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { type Db, namedQueryOf } from './client'

const dialect = new PgDialect()

/**
 * With `name`, on Postgres, the statement runs prepared under that name (client.ts
 * NamedQuery): for a hot statement whose text never changes, only its parameters. One
 * name, one text: Postgres refuses a second text under a name a connection prepared.
 */
export async function queryRows<Row extends Record<string, unknown>>(
  db: Db,
  statement: SQL,
  name?: string,
): Promise<Row[]> {
  const named = name === undefined ? undefined : namedQueryOf(db)
  if (named && name !== undefined) {
    const query = dialect.sqlToQuery(statement)
    return (await named(name, query.sql, query.params)) as Row[]
  }
  const result: unknown = await db.execute(statement)
  const rows = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null
  if (!Array.isArray(rows)) throw new Error('the database driver returned no rows')
  return rows as Row[]
}
