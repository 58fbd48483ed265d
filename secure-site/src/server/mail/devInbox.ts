/**
 * The development inbox: with no SMTP_URL, mail is kept in the database so the demo
 * and tests can read codes, whichever instance sent them. The table is created by the
 * dev mailer on first use and is not part of the migrations, so a deployment with
 * SMTP never has one.
 */
import { desc, eq, sql } from 'drizzle-orm'
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import type { MailMessage } from './templates'

export const devInbox = pgTable('dev_inbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

export interface DevMail {
  id: string
  to: string
  subject: string
  text: string
  html: string | null
  createdAt: Date
}

/** Arbitrary but fixed: serialises the CREATE across instances starting together. */
const DEV_INBOX_LOCK_ID = 0x4149524d

const ensured = new WeakSet<Db>()

async function ensureDevInbox(db: Db): Promise<void> {
  if (ensured.has(db)) return
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${DEV_INBOX_LOCK_ID})`))
    await tx.execute(
      sql.raw(`CREATE TABLE IF NOT EXISTS dev_inbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        html text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`),
    )
  })
  ensured.add(db)
}

export async function storeDevMail(db: Db, mail: MailMessage): Promise<void> {
  await ensureDevInbox(db)
  await db.insert(devInbox).values({
    toAddress: mail.to.toLowerCase(),
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
  })
}

/** Newest first; only `to` when given. Empty when the dev inbox was never used. */
export async function listDevInbox(
  db: Db,
  options: { to?: string; limit?: number } = {},
): Promise<DevMail[]> {
  try {
    const rows = await db
      .select()
      .from(devInbox)
      .where(options.to ? eq(devInbox.toAddress, options.to.toLowerCase()) : undefined)
      .orderBy(desc(devInbox.createdAt))
      .limit(options.limit ?? 50)
    return rows.map(({ toAddress, ...row }) => ({ ...row, to: toAddress }))
  } catch (error) {
    if (isUndefinedTable(error)) return []
    throw error
  }
}

/** SQLSTATE 42P01, possibly wrapped by drizzle. */
function isUndefinedTable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (code === '42P01') return true
    current = cause
  }
  return false
}
