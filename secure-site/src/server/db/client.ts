/**
 * The database: a shared Postgres when DATABASE_URL is set (any number of instances),
 * otherwise an embedded PGlite in the data folder (one process, development and
 * single-box installs). Both speak the same SQL and hand out the same `Db` type.
 */
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { AirlockConfig } from '../config/env'
import { getConfig } from '../config/env'
import { migrate } from './migrate'
import * as schema from './schema'

export type Schema = typeof schema

/** What every server module takes: a drizzle database or a transaction on it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface DbHandle {
  db: Db
  kind: 'postgres' | 'pglite'
  close(): Promise<void>
}

export interface CreateDbOptions {
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean
  /** Postgres only: run every connection with this search_path (isolated test schemas). */
  searchPath?: string
  /** Postgres only: pool size per instance; keep it small on serverless hosts. */
  poolMax?: number
}

/**
 * Runs `text` as the named (prepared) statement `name` on whichever pooled connection
 * takes it: Postgres parses and plans it once per connection instead of every time.
 */
export type NamedQuery = (name: string, text: string, values: unknown[]) => Promise<unknown[]>

/** Where a Postgres database keeps its NamedQuery (Symbol.for: every bundled copy of this module finds it). */
const NAMED_QUERY = Symbol.for('airlock.server.db.namedQuery')

/** The database's NamedQuery: Postgres only, and not inside a transaction (its own connection). */
export function namedQueryOf(db: Db): NamedQuery | undefined {
  const named: unknown = Reflect.get(db, NAMED_QUERY)
  return typeof named === 'function' ? (named as NamedQuery) : undefined
}

export async function createDb(
  config: Pick<AirlockConfig, 'databaseUrl' | 'dataDir'>,
  options: CreateDbOptions = {},
): Promise<DbHandle> {
  if (config.databaseUrl !== undefined) {
    // Loaded on demand so an install on one driver never loads the other.
    const [{ Pool }, { drizzle }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ])
    if (options.searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.searchPath)) {
      throw new Error('searchPath must be a plain lowercase identifier')
    }
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: options.poolMax ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    })
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('[airlock] postgres pool error:', error.message))
    const db: Db = drizzle({ client: pool, schema })
    const named: NamedQuery = async (name, text, values) =>
      (await pool.query({ name, text, values })).rows
    Object.defineProperty(db, NAMED_QUERY, { value: named })
    return { db, kind: 'postgres', close: () => pool.end() }
  }

  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ])
  const client = new PGlite(options.inMemory ? 'memory://' : path.join(config.dataDir, 'pglite'))
  await client.waitReady
  const db: Db = drizzle({ client, schema })
  return { db, kind: 'pglite', close: () => client.close() }
}

/**
 * Kept on globalThis, not in a module variable: a bundler may load this module twice
 * (Next bundles proxy.ts apart from the routes), and two copies must not open the
 * embedded PGlite folder twice.
 */
const DB_KEY = Symbol.for('airlock.server.db')
type DbHolder = { [DB_KEY]?: Promise<Db> }

/**
 * The process-wide database, migrated on first use. A failed start is not cached, so
 * the next request retries instead of failing forever.
 */
export function getDb(): Promise<Db> {
  const holder = globalThis as DbHolder
  const existing = holder[DB_KEY]
  if (existing) return existing
  const opening = (async () => {
    const handle = await createDb(getConfig())
    await migrate(handle.db)
    return handle.db
  })().catch((error: unknown) => {
    if (holder[DB_KEY] === opening) delete holder[DB_KEY]
    throw error
  })
  holder[DB_KEY] = opening
  return opening
}
