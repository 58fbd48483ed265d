/**
 * CONNECT_SOCIAL: redeems the callback's result handle with the secret of the flow this
 * frame started, keeps the session in the frame's storage, and answers the user (as
 * GET_USER does) with the social username. `uri` is the handle itself, or a URL that
 * carries it (the redirect flow's `#airlock-social-result=`).
 */
import { SOCIAL_RESULT_PARAM } from '@airlock/protocol'
import { ServerMessages } from '../../server/errors'
import { ApiPaths, type SocialRedeemResponse } from '../../shared/apiContract'
import { adoptSession } from '../adoptSession'
import type { FrameHandler } from '../context'
import { getUser } from './getUser'

export const connectSocial: FrameHandler<'CONNECT_SOCIAL'> = async (payload, context) => {
  const handle = resultHandle(payload.uri)
  const flowId = handle.split('.')[0] ?? ''
  const secret = context.socialSecrets.secretFor(flowId, context.now())
  if (secret === null) throw new Error(ServerMessages.SOCIAL_RESULT_OTHER_FRAME)
  const { userName, ...tokens } = await context.api.call<SocialRedeemResponse>(
    ApiPaths.SOCIAL_REDEEM,
    {
      body: { handle, secret, deviceId: context.session.deviceId(), projectId: context.projectId },
    },
  )
  await adoptSession(context, tokens, userName ?? 'another social account')
  context.socialSecrets.forget(flowId)
  const { chainId, preferredAccountType, rpcUrl } = payload
  const { smartAccountDeployed: _deployed, ...user } = await getUser(
    {
      ...(chainId !== undefined ? { chainId } : {}),
      ...(preferredAccountType !== undefined ? { preferredAccountType } : {}),
      ...(rpcUrl !== undefined ? { rpcUrl } : {}),
    },
    context,
  )
  return { ...user, ...(userName !== undefined ? { userName } : {}) }
}

function resultHandle(uri: string): string {
  const marker = `${SOCIAL_RESULT_PARAM}=`
  const at = uri.indexOf(marker)
  if (at === -1) return uri
  const rest = uri.slice(at + marker.length)
  const end = rest.search(/[&#]/)
  try {
    return decodeURIComponent(end === -1 ? rest : rest.slice(0, end))
  } catch {
    return uri
  }
}
