/**
 * Session actions of the frame: refresh (rotating the refresh token), sign out
 * (revoking the sign-in), and the bearer check every wallet action starts with.
 */

import type { RefreshRequest, SessionTokens, SignOutRequest } from '../../shared/apiContract'
import { ServerError } from '../errors'
import { revokeSession, rotateRefreshToken, verifySession } from '../sessions/sessions'
import { getUserById, type User } from '../users/users'
import type { ApiContext } from './context'
import { bearerToken } from './http'

export async function refreshSession(
  context: ApiContext,
  input: RefreshRequest,
): Promise<SessionTokens> {
  const session = await rotateRefreshToken(
    context.db,
    context.config.sessionSecret,
    input.refreshToken,
    { deviceId: input.deviceId },
    context.clock,
  )
  return { accessToken: session.accessToken, refreshToken: session.refreshToken }
}

export async function signOut(
  context: ApiContext,
  input: SignOutRequest,
): Promise<Record<string, never>> {
  await revokeSession(context.db, input.refreshToken, context.clock)
  return {}
}

export interface Authenticated {
  user: User
  sessionId: string
}

/**
 * The user behind the request's access token, checked against the database (a signed
 * out session stops working at once). Throws 'Session Expired' (or the not-yet-valid
 * message) with status 401, which makes the frame refresh once.
 */
export async function authenticate(context: ApiContext, request: Request): Promise<Authenticated> {
  const token = bearerToken(request)
  if (!token) throw new ServerError('SESSION_EXPIRED')
  const claims = await verifySession(context.db, context.config.sessionSecret, token, context.clock)
  const user = await getUserById(context.db, claims.sub)
  if (!user) throw new ServerError('SESSION_EXPIRED')
  return { user, sessionId: claims.sid }
}
