/**
 * POST /api/auth/social/bind, from the popup's start page only: the binding it got by
 * postMessage from the frame that started the flow (same origin, same browser) → the
 * flow's cookie (socialCookie.ts), once, while the flow waits for its callback. A
 * request that is not same-origin (Origin, and Sec-Fetch-Site when the browser sends
 * it) is refused before anything is read: another site's page cannot bind a flow in
 * the visitor's browser, and a script elsewhere that binds its own flow gets the cookie
 * in its own jar, not in the visitor's.
 */
import type { SocialBindRequest } from '../../../shared/apiContract'
import { ServerError } from '../../errors'
import { socialBindingCookie } from '../../social/socialCookie'
import { bindSocialFlowRow, findSocialFlow } from '../../social/socialFlows'
import type { ApiContext } from '../../wiring/apiContext'

export interface BindHeaders {
  origin: string | null
  secFetchSite: string | null
}

export async function bindSocialLogin(
  context: Pick<ApiContext, 'db' | 'clock' | 'config'>,
  input: SocialBindRequest,
  headers: BindHeaders,
): Promise<{ setCookie: string }> {
  const ownOrigin = new URL(context.config.publicUrl).origin
  if (headers.origin !== ownOrigin) throw new ServerError('SOCIAL_BIND_FORBIDDEN')
  if (headers.secFetchSite !== null && headers.secFetchSite !== 'same-origin') {
    throw new ServerError('SOCIAL_BIND_FORBIDDEN')
  }
  if (await bindSocialFlowRow(context.db, input.flowId, input.binding, context.clock)) {
    return { setCookie: socialBindingCookie(input.flowId, input.binding) }
  }
  const flow = await findSocialFlow(context.db, input.flowId)
  if (flow?.boundAt && flow.completedAt === null) throw new ServerError('SOCIAL_BIND_USED')
  throw new ServerError('SOCIAL_BIND_INVALID')
}
