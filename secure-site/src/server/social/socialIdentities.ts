/**
 * Social identities: (provider, subject) → one account. The subject is the key; the
 * email only decides which account a new identity joins, and only when the provider
 * said it was verified: a verified address that has an account joins it (same wallets,
 * and only from a device that address approved: usecases/login/socialAccount.ts), any other
 * identity gets an account of its own (with the verified address, or none).
 */
import type { SocialProvider } from '@airlock/protocol'
import { and, desc, eq, gte } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { socialIdentities } from '../db/schema'
import {
  createUserWithoutEmail,
  type EmailUser,
  findOrCreateUser,
  findUserByEmail,
  getUserById,
  type User,
} from '../users/users'
import type { SocialProfile } from './profiles/socialProfile'

/** Who vouches for an identity: an OAuth provider, or Farcaster (the subject is the fid). */
export type IdentityProvider = SocialProvider | 'farcaster'

/** The account this identity signed in to before, its name refreshed; undefined if new. */
export async function signInKnownIdentity(
  db: Db,
  provider: IdentityProvider,
  profile: SocialProfile,
  clock: Clock,
): Promise<User | undefined> {
  const [identity] = await db
    .update(socialIdentities)
    .set({
      lastSignInAt: clock(),
      ...(profile.userName !== null ? { userName: profile.userName } : {}),
    })
    .where(
      and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, profile.subject)),
    )
    .returning({ userId: socialIdentities.userId })
  return identity ? getUserById(db, identity.userId) : undefined
}

/** The account a new identity would join: the verified address's, if it has one. */
export async function accountForVerifiedEmail(
  db: Db,
  profile: SocialProfile,
): Promise<EmailUser | undefined> {
  if (!profile.emailVerified || profile.email === null) return undefined
  return findUserByEmail(db, profile.email)
}

/**
 * Records a new identity on the account its verified address names (made if needed) or
 * on a new account. When two first sign-ins of one identity race, both end on the
 * account the first recorded.
 */
export async function signInNewIdentity(
  db: Db,
  provider: IdentityProvider,
  profile: SocialProfile,
  clock: Clock,
): Promise<User> {
  const account =
    profile.emailVerified && profile.email !== null
      ? await findOrCreateUser(db, profile.email)
      : await createUserWithoutEmail(db)
  await db
    .insert(socialIdentities)
    .values({
      provider,
      subject: profile.subject,
      userId: account.id,
      userName: profile.userName,
      createdAt: clock(),
      lastSignInAt: clock(),
    })
    .onConflictDoNothing()
  const owner = await signInKnownIdentity(db, provider, profile, clock)
  if (!owner) throw new Error('social identity vanished right after insert')
  return owner
}

/**
 * Records a new identity on an existing account (after the caller checked the device may
 * join it). Answers the account that owns the identity afterwards, and whether this call
 * linked it: when two first sign-ins of one identity race, the first one recorded wins.
 */
export async function linkIdentity(
  db: Db,
  provider: IdentityProvider,
  profile: SocialProfile,
  userId: string,
  clock: Clock,
): Promise<{ owner: User; linked: boolean }> {
  const inserted = await db
    .insert(socialIdentities)
    .values({
      provider,
      subject: profile.subject,
      userId,
      userName: profile.userName,
      createdAt: clock(),
      lastSignInAt: clock(),
    })
    .onConflictDoNothing()
    .returning({ userId: socialIdentities.userId })
  const owner = await signInKnownIdentity(db, provider, profile, clock)
  if (!owner) throw new Error('social identity vanished right after insert')
  return { owner, linked: inserted.length > 0 }
}

/**
 * Drops the account's identities recorded at or after `since`: an email revert undoes
 * what was joined while the account was on the address it leaves (emailRevert.ts).
 * Answers how many were dropped.
 */
export async function forgetIdentitiesLinkedSince(
  db: Db,
  userId: string,
  since: Date,
): Promise<number> {
  const dropped = await db
    .delete(socialIdentities)
    .where(and(eq(socialIdentities.userId, userId), gte(socialIdentities.createdAt, since)))
    .returning({ provider: socialIdentities.provider })
  return dropped.length
}

/** The social username GET_USER reports: the identity that signed in last. */
export async function lastSocialUserName(db: Db, userId: string): Promise<string | undefined> {
  const [identity] = await db
    .select({ userName: socialIdentities.userName })
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, userId))
    .orderBy(desc(socialIdentities.lastSignInAt))
    .limit(1)
  return identity?.userName ?? undefined
}
