/**
 * A drizzle prepared query, built once per database (a transaction gets its own): on
 * Postgres it runs as a named statement, parsed and planned once per connection instead
 * of on every call. For the hot queries of the wallet routes; parameters are
 * `sql.placeholder`s, filled by `execute({...})`.
 */
import type { Db } from './client'

export function preparedPer<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}
