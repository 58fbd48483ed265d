/**
 * The end of every sign-in (email code, social login, Farcaster): the account's wallets,
 * made on its first sign-in, and a session for the frame's device, bound to the device
 * key whose proof came with the sign-in request (`meta.deviceKey`, deviceProof.ts
 * signInMeta). No key, no session.
 */
import type { SessionTokens } from '../../../shared/apiContract'
import { ServerError } from '../../errors'
import { createSession } from '../../sessions/sessions'
import { ensureWallets, getAddresses } from '../../wallets/wallets'
import type { ApiContext } from '../../wiring/apiContext'

export async function startSession(
  context: ApiContext,
  userId: string,
  deviceId: string,
  /** RFC 7638 thumbprint of the frame's device key; undefined: the route proved none. */
  deviceKey: string | undefined,
): Promise<SessionTokens> {
  if (deviceKey === undefined) throw new ServerError('DEVICE_PROOF_REQUIRED')
  if (!(await getAddresses(context.db, userId))) {
    await ensureWallets(context.db, context.vault, userId)
  }
  const session = await createSession(
    context.db,
    context.config.sessionSecret,
    { userId, deviceId, deviceKey, lifetimeS: context.config.sessionLifetimeS },
    context.clock,
  )
  return { accessToken: session.accessToken, refreshToken: session.refreshToken }
}
