/**
 * The end of every sign-in (email code, social login): the account's wallets, made on
 * its first sign-in, and a session for the frame's device.
 */
import type { SessionTokens } from '../../shared/apiContract'
import { createSession } from '../sessions/sessions'
import { ensureWallets, getAddresses } from '../wallets/wallets'
import type { ApiContext } from './context'

export async function startSession(
  context: ApiContext,
  userId: string,
  deviceId: string,
): Promise<SessionTokens> {
  if (!(await getAddresses(context.db, userId))) {
    await ensureWallets(context.db, context.vault, userId)
  }
  const session = await createSession(
    context.db,
    context.config.sessionSecret,
    { userId, deviceId, lifetimeS: context.config.sessionLifetimeS },
    context.clock,
  )
  return { accessToken: session.accessToken, refreshToken: session.refreshToken }
}
