/**
 * GET_SOCIAL_REDIRECT_URI: starts a social sign-in bound to a fresh secret that only this
 * frame keeps (socialSecrets.ts), and answers the provider's authorize URL. The
 * provider sends the browser back to this secure site, never to the host.
 */
import { ApiPaths, type SocialStartResponse } from '../../shared/apiContract'
import type { FrameHandler } from '../context'

export const getSocialRedirectUri: FrameHandler<'GET_SOCIAL_REDIRECT_URI'> = async (
  { provider, returnUrl },
  context,
) => {
  const secret = context.socialSecrets.create()
  const { uri, flowId } = await context.api.call<SocialStartResponse>(ApiPaths.SOCIAL_START, {
    body: {
      provider,
      projectId: context.projectId,
      origin: context.origin,
      secret,
      ...(returnUrl !== undefined ? { returnUrl } : {}),
    },
  })
  context.socialSecrets.remember(flowId, secret, context.now())
  return { uri }
}
