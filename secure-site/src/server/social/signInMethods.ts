/**
 * An account's ways in, as its owner sees and removes them: the email (while it has
 * one), and each linked provider identity (OAuth or Farcaster) with the name the
 * provider gave and when it was linked. An identity is named to the frame (and through
 * it, to the host) by an opaque id, a hash of (provider, subject): the provider's own
 * account id never leaves the server.
 */
import { and, asc, eq } from 'drizzle-orm'
import { sha256Hex } from '../crypto/tokens'
import type { Db } from '../db/client'
import { socialIdentities } from '../db/schema'
import type { User } from '../users/users'
import type { IdentityProvider } from './socialIdentities'

export type SignInMethod =
  | { kind: 'email'; email: string; linkedAt: Date }
  | {
      kind: 'identity'
      id: string
      provider: IdentityProvider
      userName: string | null
      linkedAt: Date
    }

export function identityId(provider: string, subject: string): string {
  return sha256Hex(`airlock-identity:${provider}:${subject}`).slice(0, 32)
}

/** The email first (since the account was made), then the identities, oldest first. */
export async function listSignInMethods(db: Db, user: User): Promise<SignInMethod[]> {
  const rows = await db
    .select()
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, user.id))
    .orderBy(asc(socialIdentities.createdAt))
  const email: SignInMethod[] =
    user.email === null ? [] : [{ kind: 'email', email: user.email, linkedAt: user.createdAt }]
  return [
    ...email,
    ...rows.map(
      (row): SignInMethod => ({
        kind: 'identity',
        id: identityId(row.provider, row.subject),
        provider: row.provider as IdentityProvider,
        userName: row.userName,
        linkedAt: row.createdAt,
      }),
    ),
  ]
}

/** Deletes one identity of the account, by its key; false when it is no longer there. */
export async function deleteIdentity(
  db: Db,
  userId: string,
  identity: { provider: string; subject: string },
): Promise<boolean> {
  const deleted = await db
    .delete(socialIdentities)
    .where(
      and(
        eq(socialIdentities.userId, userId),
        eq(socialIdentities.provider, identity.provider),
        eq(socialIdentities.subject, identity.subject),
      ),
    )
    .returning({ provider: socialIdentities.provider })
  return deleted.length > 0
}

/** The stored key of the account's identity with this opaque id, if it has one. */
export async function findIdentity(
  db: Db,
  userId: string,
  id: string,
): Promise<{ provider: string; subject: string } | undefined> {
  const rows = await db
    .select({ provider: socialIdentities.provider, subject: socialIdentities.subject })
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, userId))
  return rows.find((row) => identityId(row.provider, row.subject) === id)
}
