/**
 * Users are an email address and an id. Addresses are kept trimmed and lowercased, so
 * `Alice@Example.com` and `alice@example.com` are one account. An account made by a
 * social login that gave no verified email has none (null).
 */
import { isValidEmail } from '@airlock/protocol'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { users } from '../db/schema'
import { ServerError } from '../errors'

export interface User {
  id: string
  email: string | null
  createdAt: Date
}

/** An account that has an address (every account found or made by email). */
export type EmailUser = User & { email: string }

/** The account's address, or ServerError 'This wallet has no email address' (a social-only account). */
export function accountEmail(user: User): string {
  if (user.email === null) throw new ServerError('NO_ACCOUNT_EMAIL')
  return user.email
}

/** The account as one that has an address, or ServerError 'This wallet has no email address'. */
export function withEmail(user: User): EmailUser {
  return { ...user, email: accountEmail(user) }
}

/** The canonical form of an address, or ServerError 'Invalid email'. */
export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase()
  if (!isValidEmail(normalized)) throw new ServerError('INVALID_EMAIL')
  return normalized
}

export async function findUserByEmail(db: Db, email: string): Promise<EmailUser | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
  return user && withEmail(user)
}

export async function getUserById(db: Db, userId: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  return user
}

/** The user with this email, created on first sight. Safe when two requests race. */
export async function findOrCreateUser(db: Db, email: string): Promise<EmailUser> {
  const normalized = normalizeEmail(email)
  await db.insert(users).values({ email: normalized }).onConflictDoNothing({ target: users.email })
  const [user] = await db.select().from(users).where(eq(users.email, normalized))
  if (!user) throw new Error('user vanished right after insert')
  return withEmail(user)
}

/** Moves an account to a new address; ServerError 'This email is already in use' if taken. */
export async function updateUserEmail(
  db: Db,
  userId: string,
  newEmail: string,
): Promise<EmailUser> {
  const normalized = normalizeEmail(newEmail)
  try {
    const [user] = await db
      .update(users)
      .set({ email: normalized })
      .where(eq(users.id, userId))
      .returning()
    if (!user) throw new Error(`no user ${userId}`)
    return withEmail(user)
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServerError('EMAIL_IN_USE')
    throw error
  }
}

/** A new account without an address (a social login that gave no verified email). */
export async function createUserWithoutEmail(db: Db): Promise<User> {
  const [user] = await db.insert(users).values({ email: null }).returning()
  if (!user) throw new Error('insert returned no user')
  return user
}

/**
 * A new account with this address, or undefined when the address already has one (a
 * social sign-up must never join an account it only raced to: socialAccount.ts).
 */
export async function createUserWithEmail(db: Db, email: string): Promise<EmailUser | undefined> {
  const [user] = await db
    .insert(users)
    .values({ email: normalizeEmail(email) })
    .onConflictDoNothing({ target: users.email })
    .returning()
  return user ? withEmail(user) : undefined
}
