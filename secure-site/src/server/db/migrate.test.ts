import { is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable, pgSchema, text } from 'drizzle-orm/pg-core'
import { afterAll, describe, expect, it } from 'vitest'
import type { DbHandle } from './client'
import { airlockMigrations, migrate, readMigrations, splitStatements } from './migrate'
import { runPostgresSuites } from './postgresSuites'
import * as schema from './schema'
import { createTestDb, describeEachDb } from './testing'

const informationSchema = pgSchema('information_schema')
const columns = informationSchema.table('columns', {
  tableSchema: text('table_schema'),
  tableName: text('table_name'),
  columnName: text('column_name'),
})

describe('splitStatements', () => {
  it('splits at the breakpoint marker and drops comment-only parts', () => {
    expect(
      splitStatements(
        '-- header\nCREATE TABLE a (x int);\n--> statement-breakpoint\n-- note\nSELECT 1;\n',
      ),
    ).toEqual(['-- header\nCREATE TABLE a (x int);', '-- note\nSELECT 1;'])
    expect(splitStatements('-- only a comment\n--> statement-breakpoint\n')).toEqual([])
  })

  it('reads the migration files in order', () => {
    const names = readMigrations().map((migration) => migration.name)
    expect(names[0]).toBe('0001_init.sql')
    expect([...names].sort()).toEqual(names)
  })
})

describeEachDb('migrate', (getDb) => {
  it('has applied every migration once and applies nothing on a second run', async () => {
    const db = getDb()
    const rows = await db.select().from(airlockMigrations)
    expect(rows.map((row) => row.name)).toEqual(readMigrations().map((migration) => migration.name))
    expect(await migrate(db)).toEqual([])
  })

  it('creates every column the drizzle schema knows', async () => {
    const db = getDb()
    const existing = await db
      .select({ table: columns.tableName, column: columns.columnName })
      .from(columns)
      .where(sql`${columns.tableSchema} = current_schema()`)
    const present = new Set(existing.map((row) => `${row.table}.${row.column}`))
    const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
      (value): value is PgTable => is(value, PgTable),
    )
    expect(tables.length).toBeGreaterThanOrEqual(9)
    for (const table of tables) {
      const config = getTableConfig(table)
      for (const column of config.columns) {
        expect(present, `${config.name}.${column.name}`).toContain(`${config.name}.${column.name}`)
      }
    }
  })

  it('rolls a failing migration back completely', async () => {
    const db = getDb()
    const broken = [
      { name: '9998_ok.sql', statements: ['CREATE TABLE should_vanish (x int)'] },
      { name: '9999_broken.sql', statements: ['SELECT * FROM no_such_table'] },
    ]
    await expect(migrate(db, { migrations: broken })).rejects.toThrow()
    const names = (await db.select().from(airlockMigrations)).map((row) => row.name)
    expect(names).not.toContain('9998_ok.sql')
    await expect(db.execute(sql`SELECT * FROM should_vanish`)).rejects.toThrow()
  })
})

describe.runIf(runPostgresSuites())('migrate on Postgres with two instances', () => {
  const handles: DbHandle[] = []
  afterAll(async () => {
    for (const handle of handles) await handle.close()
  })

  it('lets two processes start at once: one applies, the other waits and finds it done', async () => {
    // Both connect to the same fresh schema, as two instances of the site would.
    const first = await createTestDb('postgres')
    handles.push(first)
    const extra = {
      name: '0999_concurrent.sql',
      statements: ['CREATE TABLE concurrent_probe (x int)'],
    }
    const second = await sameSchemaHandle(first)
    handles.push(second)
    const results = await Promise.all([
      migrate(first.db, { migrations: [...readMigrations(), extra] }),
      migrate(second.db, { migrations: [...readMigrations(), extra] }),
    ])
    expect(results.flat()).toEqual(['0999_concurrent.sql'])
  })
})

/** A second pool on the schema of `handle` (found through its search_path). */
async function sameSchemaHandle(handle: DbHandle): Promise<DbHandle> {
  const { createDb } = await import('./client')
  const [row] = await handle.db
    .select({ name: sql<string>`current_schema()` })
    .from(sql`(SELECT 1) AS one`)
  if (!row) throw new Error('no schema')
  return createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: '' }, { searchPath: row.name })
}
