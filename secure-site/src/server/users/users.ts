/**
 * Users are an email address and an id. Addresses are kept trimmed and lowercased, so
 * `Alice@Example.com` and `alice@example.com` are one account.
 */
import { isValidEmail } from '@airlock/protocol'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { users } from '../db/schema'
import { ServerError } from '../errors'

export interface User {
  id: string
  email: string
  createdAt: Date
}

/** The canonical form of an address, or ServerError 'Invalid email'. */
export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase()
  if (!isValidEmail(normalized)) throw new ServerError('INVALID_EMAIL')
  return normalized
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
  return user
}

export async function getUserById(db: Db, userId: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  return user
}

/** The user with this email, created on first sight. Safe when two requests race. */
export async function findOrCreateUser(db: Db, email: string): Promise<User> {
  const normalized = normalizeEmail(email)
  await db.insert(users).values({ email: normalized }).onConflictDoNothing({ target: users.email })
  const [user] = await db.select().from(users).where(eq(users.email, normalized))
  if (!user) throw new Error('user vanished right after insert')
  return user
}

/** Moves an account to a new address; ServerError 'This email is already in use' if taken. */
export async function updateUserEmail(db: Db, userId: string, newEmail: string): Promise<User> {
  const normalized = normalizeEmail(newEmail)
  try {
    const [user] = await db
      .update(users)
      .set({ email: normalized })
      .where(eq(users.id, userId))
      .returning()
    if (!user) throw new Error(`no user ${userId}`)
    return user
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServerError('EMAIL_IN_USE')
    throw error
  }
}
