/**
 * Session actions of the frame: refresh (rotating the refresh token), sign out
 * (revoking the sign-in), and the bearer check every wallet action starts with.
 */

import type { RefreshRequest, SessionTokens, SignOutRequest } from '../../../shared/apiContract'
import { ServerError } from '../../errors'
import type { DeviceProof } from '../../http/deviceProof'
import { bearerToken } from '../../http/http'
import type { RateLimitName } from '../../ratelimit/limits'
import { rateLimitedError } from '../../ratelimit/rateLimit'
import { revokeSession, rotateRefreshToken, verifySession } from '../../sessions/sessions'
import type { User } from '../../users/users'
import type { ApiContext } from '../../wiring/apiContext'
import { limitKey } from '../requestLimits'

/** `deviceKey`: the thumbprint of the key whose proof came with the request (signInMeta). */
export async function refreshSession(
  context: ApiContext,
  input: RefreshRequest,
  deviceKey: string,
): Promise<SessionTokens> {
  const session = await rotateRefreshToken(
    context.db,
    context.config.sessionSecret,
    input.refreshToken,
    { deviceId: input.deviceId, deviceKey },
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
 * message) with status 401, which makes the frame refresh once. With `limit`, the
 * request is also counted against that per-session limit (429 past it) in the same
 * statement: one round trip for the session, the user and the count.
 */
export async function authenticate(
  context: ApiContext,
  request: { headers: Pick<Headers, 'get'> },
  limit?: RateLimitName,
  /** The request's verified device proof (deviceProof.ts authenticateDevice, which routes call). */
  proof?: DeviceProof,
): Promise<Authenticated> {
  const token = bearerToken(request)
  if (!token) throw new ServerError('SESSION_EXPIRED')
  const live = await verifySession(
    context.db,
    context.config.sessionSecret,
    token,
    context.clock,
    limit === undefined
      ? undefined
      : (claims) => ({ key: limitKey(limit, claims.sid), rule: context.config.rateLimits[limit] }),
    proof,
  )
  if (live.hit && !live.hit.allowed) throw rateLimitedError(live.hit)
  return { user: live.user, sessionId: live.sid }
}
