/** GET /api/user: the signed-in user's email and wallet addresses, wallets made on first use. */

import type { UserResponse } from '../../shared/apiContract'
import { ensureWallets, getAddresses } from '../wallets/wallets'
import type { ApiContext } from './context'
import type { Authenticated } from './session'

export async function currentUser(
  context: ApiContext,
  { user }: Authenticated,
): Promise<UserResponse> {
  const addresses =
    (await getAddresses(context.db, user.id)) ??
    (await ensureWallets(context.db, context.vault, user.id))
  return { email: user.email, addresses: { eip155: addresses.eip155, solana: addresses.solana } }
}
