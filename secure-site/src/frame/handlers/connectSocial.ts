/**
 * CONNECT_SOCIAL: waits for the flow GET_SOCIAL_REDIRECT_URI started in this frame (the
 * `uri` it answered names it), asking the server every SOCIAL_POLL_MS with the flow's
 * secret, woken early by the callback page's DONE (socialWindow.ts). Connected: keeps the
 * session and answers the user (as GET_USER does) with the social username. Still
 * pending after SOCIAL_CONNECT_WAIT_MS (below the host's 30 s timeout): answers
 * SOCIAL_PENDING_MESSAGE, and the host asks again. A refusal (cancelled, provider
 * failed, another browser, expired, used) ends the flow with the server's message.
 * A result handle or callback URL (the old protocol) is refused: nothing a host carries
 * can finish a sign-in.
 */
import { SOCIAL_CONNECT_WAIT_MS, SOCIAL_PENDING_MESSAGE } from '@airlock/protocol'
import { ApiPaths, type SocialRedeemResponse } from '../../shared/apiContract'
import { adoptSession } from '../adoptSession'
import type { FrameContext, FrameHandler } from '../frameContext'
import { FrameMessages } from '../messages'
import { getUser } from './getUser'

export const SOCIAL_POLL_MS = 1_000

export const connectSocial: FrameHandler<'CONNECT_SOCIAL'> = async (payload, context) => {
  const flowId = startPageFlowId(payload.uri)
  if (flowId === null) throw new Error(FrameMessages.SOCIAL_URI_NOT_A_FLOW)
  const flow = context.socialSecrets.get(flowId, context.now())
  if (!flow) throw new Error(FrameMessages.SOCIAL_FLOW_NOT_HERE)
  const body = {
    flowId,
    secret: flow.secret,
    deviceId: context.session.deviceId(),
    projectId: context.projectId,
  }
  const deadline = context.now() + SOCIAL_CONNECT_WAIT_MS
  let answer: SocialRedeemResponse
  for (;;) {
    try {
      answer = await context.api.call<SocialRedeemResponse>(ApiPaths.SOCIAL_REDEEM, { body })
    } catch (error) {
      context.socialSecrets.forget(flowId)
      throw error
    }
    if (answer.status === 'connected') break
    if (context.now() >= deadline) throw new Error(SOCIAL_PENDING_MESSAGE)
    await pause(context, flowId)
  }
  const { status: _status, userName, ...tokens } = answer
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

/** SOCIAL_POLL_MS, or less when the callback page says the flow ended. */
async function pause(context: FrameContext, flowId: string): Promise<void> {
  const wake = context.socialWindow.nextDone(flowId)
  try {
    await Promise.race([context.sleep(SOCIAL_POLL_MS), wake.done])
  } finally {
    wake.stop()
  }
}

/** The flow id of `<secure site>/social/start?flow=<id>`; null for anything else. */
function startPageFlowId(uri: string): string | null {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return null
  }
  if (!url.pathname.endsWith('/social/start')) return null
  const flowId = url.searchParams.get('flow')
  return flowId !== null && /^[0-9a-f-]{36}$/i.test(flowId) ? flowId : null
}
