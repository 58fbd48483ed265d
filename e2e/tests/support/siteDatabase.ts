/**
 * The server's own state, not the page's: a stopped secure site's embedded PGlite database
 * (its dataDir), opened from Node with the site's own client, to prove what it did not
 * store (a session for a refused sign-in). Only for a site this test started and stopped:
 * PGlite has one writer.
 */
import { createDb } from '../../../secure-site/src/server/db/client'

/** The sign-in sessions (refresh-token rows) of `email`'s account, and whether it exists. */
export async function sessionsOf(
  dataDir: string,
  email: string,
): Promise<{ account: boolean; sessions: number }> {
  const { db, close } = await createDb({ databaseUrl: undefined, dataDir })
  try {
    const user = await db.query.users.findFirst({
      where: (users, { eq }) => eq(users.email, email),
    })
    if (!user) return { account: false, sessions: 0 }
    const tokens = await db.query.refreshTokens.findMany({
      where: (tokens, { eq }) => eq(tokens.userId, user.id),
    })
    return { account: true, sessions: tokens.length }
  } finally {
    await close()
  }
}

/**
 * What a site's social sign-ins left: flow rows (one per accepted start), how many were
 * redeemed, the accounts, and the sign-ins (refresh-token families, so a rotation is one).
 */
export async function socialStateOf(
  dataDir: string,
): Promise<{ flows: number; redeemed: number; accounts: number; sessions: number }> {
  const { db, close } = await createDb({ databaseUrl: undefined, dataDir })
  try {
    const flows = await db.query.socialFlows.findMany()
    const tokens = await db.query.refreshTokens.findMany()
    return {
      flows: flows.length,
      redeemed: flows.filter((flow) => flow.redeemedAt !== null).length,
      accounts: (await db.query.users.findMany()).length,
      sessions: new Set(tokens.map((token) => token.familyId)).size,
    }
  } finally {
    await close()
  }
}
