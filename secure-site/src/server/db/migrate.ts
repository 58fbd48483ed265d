/**
 * A tiny migrator for the hand-written SQL in migrations/. Every instance runs it on
 * first use, so it must be safe when several start at once: the whole run happens in
 * one transaction that first takes a database-wide advisory lock, so a second
 * instance waits, then finds everything applied.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { packageRoot } from '../config/packageRoot'
import type { Db } from './client'

export interface Migration {
  /** File name, e.g. `0001_init.sql`; also the key in airlock_migrations. */
  name: string
  statements: string[]
}

export const airlockMigrations = pgTable('airlock_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull(),
})

/** Arbitrary but fixed: 'AIRL' in ASCII. Every instance must use the same number. */
const MIGRATION_LOCK_ID = 0x4149524c

const BREAKPOINT = /^\s*-->\s*statement-breakpoint\s*$/m

/**
 * Where the .sql files are: beside this module when it runs from source (tsx,
 * vitest); from the package folder when a bundler moved this module elsewhere.
 */
export function defaultMigrationsDir(): string {
  // Not `new URL('./migrations/', import.meta.url)`: bundlers try to resolve that as an asset.
  const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')
  if (existsSync(beside)) return beside
  return path.join(packageRoot(), 'src', 'server', 'db', 'migrations')
}

/** Reads `NNNN_name.sql` files in name order and splits them at the breakpoint marker. */
export function readMigrations(dir: string = defaultMigrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((name) => ({
      name,
      statements: splitStatements(readFileSync(path.join(dir, name), 'utf8')),
    }))
}

export function splitStatements(text: string): string[] {
  return text
    .split(BREAKPOINT)
    .map((part) => part.trim())
    .filter((part) => stripComments(part).length > 0)
}

function stripComments(part: string): string {
  return part.replace(/--.*$/gm, '').trim()
}

export interface MigrateOptions {
  migrations?: Migration[]
  /** Defaults to a clock read per run; tests pass their own. */
  now?: () => Date
}

/** Applies every migration not yet recorded, in order. Returns the names it applied. */
export async function migrate(db: Db, options: MigrateOptions = {}): Promise<string[]> {
  const migrations = options.migrations ?? readMigrations()
  const now = options.now ?? (() => new Date())
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`))
    await tx.execute(
      sql.raw(
        'CREATE TABLE IF NOT EXISTS airlock_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL)',
      ),
    )
    const done = new Set(
      (await tx.select({ name: airlockMigrations.name }).from(airlockMigrations)).map(
        (row) => row.name,
      ),
    )
    const applied: string[] = []
    for (const migration of migrations) {
      if (done.has(migration.name)) continue
      for (const statement of migration.statements) await tx.execute(sql.raw(statement))
      await tx.insert(airlockMigrations).values({ name: migration.name, appliedAt: now() })
      applied.push(migration.name)
    }
    return applied
  })
}
