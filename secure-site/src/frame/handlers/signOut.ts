/**
 * SIGN_OUT: forget the session here first (the host waits at most 3 s), withdraw any
 * approval on screen, then revoke the refresh token on the server, best effort.
 */
import { SIGN_OUT_TIMEOUT_MS } from '@airlock/protocol'
import { ApiPaths } from '../../shared/apiContract'
import type { FrameHandler } from '../frameContext'

export const signOut: FrameHandler<'SIGN_OUT'> = async (_payload, context) => {
  const tokens = context.session.tokens()
  context.session.clear()
  context.flow.email = null
  context.approvals.abortAll()
  if (tokens) {
    await context.api
      .call(ApiPaths.SIGN_OUT, {
        body: { refreshToken: tokens.refreshToken },
        signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS - 500),
      })
      .catch((error: unknown) => context.log.debug('sign-out revoke failed', error))
  }
  return undefined
}
