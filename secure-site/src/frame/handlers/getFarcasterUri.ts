/**
 * GET_FARCASTER_URI: the server opens a channel on the Farcaster auth relay, bound to a
 * fresh secret that only this frame keeps (farcasterFlow.ts); the answer is the relay's
 * sign-in URL, which the modal shows as a QR code and a deep link.
 */
import { ApiPaths, type FarcasterStartResponse } from '../../shared/apiContract'
import type { FrameHandler } from '../frameContext'

export const getFarcasterUri: FrameHandler<'GET_FARCASTER_URI'> = async (_payload, context) => {
  const secret = context.socialSecrets.create()
  const { url, flowId } = await context.api.call<FarcasterStartResponse>(ApiPaths.FARCASTER_START, {
    body: { projectId: context.projectId, origin: context.origin, secret },
  })
  context.farcasterFlow.remember(flowId, secret, context.now())
  return { url }
}
