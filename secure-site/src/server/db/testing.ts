/**
 * Test support: every DB test runs on in-memory PGlite, and again on the real Postgres
 * of DATABASE_URL when it is set (CI must set it: postgresSuites.ts). Each suite gets its own Postgres schema, so test
 * files running in parallel never see each other's rows.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe } from 'vitest'
import { createDb, type Db, type DbHandle } from './client'
import { migrate, readMigrations } from './migrate'
import { runPostgresSuites } from './postgresSuites'
import * as schema from './schema'

export type TestDbKind = 'pglite' | 'postgres'

export async function createTestDb(kind: TestDbKind): Promise<DbHandle> {
  if (kind === 'pglite') return createPgliteFromTemplate()
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new Error('DATABASE_URL is not set')
  const schemaName = `airlock_test_${randomBytes(6).toString('hex')}`
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schemaName}`)
  const handle = await createDb(
    { databaseUrl, dataDir: '' },
    { searchPath: schemaName, poolMax: 4 },
  )
  await migrate(handle.db)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await admin.query(`DROP SCHEMA ${schemaName} CASCADE`)
      await admin.end()
    },
  }
}

/** Registers `body` once per available database; `getDb()` is valid inside tests and hooks. */
export function describeEachDb(name: string, body: (getDb: () => Db) => void): void {
  describe(`${name} [pglite]`, () => body(useTestDb('pglite')))
  describe.runIf(runPostgresSuites())(`${name} [postgres]`, () => body(useTestDb('postgres')))
}

function useTestDb(kind: TestDbKind): () => Db {
  let handle: DbHandle | undefined
  beforeAll(async () => {
    handle = await createTestDb(kind)
  })
  afterAll(async () => {
    await handle?.close()
  })
  return () => {
    if (!handle) throw new Error('test database is not ready')
    return handle.db
  }
}

/**
 * A fresh PGlite booted from a migrated data-dir snapshot. Booting one from scratch
 * runs initdb (5-15 s here); loading a snapshot takes about 2 s. The snapshot is
 * cached in the temp folder, keyed by the migrations, and rebuilt when they change.
 */
async function createPgliteFromTemplate(): Promise<DbHandle> {
  const migrations = readMigrations()
  const key = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16)
  const file = path.join(tmpdir(), `airlock-pglite-template-${key}.tar`)
  if (!existsSync(file)) {
    const client = new PGlite('memory://')
    const db: Db = drizzle({ client, schema })
    await migrate(db, { migrations })
    const dump = await client.dumpDataDir('none')
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()))
    renameSync(temp, file)
    // The first suite pays for the boot and keeps this very database.
    return { db, kind: 'pglite', close: () => client.close() }
  }
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) })
  await client.waitReady
  const db: Db = drizzle({ client, schema })
  return { db, kind: 'pglite', close: () => client.close() }
}

/**
 * The same database through a second drizzle instance that reports every statement it
 * sends (`onQuery(sql)`), for tests that compare the work two code paths do.
 */
export async function withStatementLog(db: Db, onQuery: (query: string) => void): Promise<Db> {
  const client = (db as unknown as { $client: unknown }).$client
  const logger = { logQuery: (query: string) => onQuery(query) }
  if (client instanceof PGlite) return drizzle({ client, schema, logger })
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres')
  const { Pool } = await import('pg')
  if (!(client instanceof Pool)) throw new Error('unknown database client')
  return drizzlePg({ client, schema, logger })
}
