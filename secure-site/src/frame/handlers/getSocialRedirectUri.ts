/**
 * GET_SOCIAL_REDIRECT_URI: starts a social sign-in bound to a fresh secret that only this
 * frame keeps, and keeps the flow's binding and the provider's URL beside it
 * (socialSecrets.ts) for the popup's start page (socialWindow.ts). The host gets only the
 * start page's address for the flow: no provider URL, no state, nothing it could replay.
 */
import { ApiPaths, type SocialStartResponse } from '../../shared/apiContract'
import type { FrameHandler } from '../frameContext'

export const getSocialRedirectUri: FrameHandler<'GET_SOCIAL_REDIRECT_URI'> = async (
  { provider },
  context,
) => {
  const secret = context.socialSecrets.create()
  const { flowId, authorizeUrl, binding, startUrl } = await context.api.call<SocialStartResponse>(
    ApiPaths.SOCIAL_START,
    {
      body: { provider, projectId: context.projectId, origin: context.origin, secret },
    },
  )
  context.socialSecrets.remember(flowId, { secret, binding, authorizeUrl }, context.now())
  return { uri: startUrl }
}
