/**
 * GET /api/user: the signed-in user's email (null for a social account without one),
 * wallet addresses (made on first use) and social username, if any.
 */

import type { UserResponse } from '../../../shared/apiContract'
import { lastSocialUserName } from '../../social/socialIdentities'
import { ensureWallets, getAddresses } from '../../wallets/wallets'
import type { ApiContext } from '../../wiring/apiContext'
import type { Authenticated } from '../login/session'

export async function currentUser(
  context: ApiContext,
  { user }: Authenticated,
): Promise<UserResponse> {
  const addresses =
    (await getAddresses(context.db, user.id)) ??
    (await ensureWallets(context.db, context.vault, user.id))
  const userName = await lastSocialUserName(context.db, user.id)
  return {
    email: user.email,
    addresses: { eip155: addresses.eip155, solana: addresses.solana },
    ...(userName !== undefined ? { userName } : {}),
  }
}
