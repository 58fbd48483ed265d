/**
 * CONNECT_FARCASTER: waits for the sign-in GET_FARCASTER_URI started, asking the server
 * (which asks the relay) every FARCASTER_POLL_INTERVAL_MS, until the server made a
 * session or refused. It always settles: the server ends the flow at its expiry
 * ('Farcaster sign-in timed out…'), and any refusal or unreachable server rejects.
 * The flow is forgotten once it ended either way; a new attempt starts with a new URL.
 */
import { ApiPaths, type FarcasterConnectResponse } from '../../shared/apiContract'
import { adoptSession } from '../adoptSession'
import type { FrameHandler } from '../frameContext'
import { FrameMessages } from '../messages'

export const FARCASTER_POLL_INTERVAL_MS = 1_500

export const connectFarcaster: FrameHandler<'CONNECT_FARCASTER'> = async (_payload, context) => {
  const flow = context.farcasterFlow.current(context.now())
  if (!flow) throw new Error(FrameMessages.NO_FARCASTER_FLOW)
  const body = {
    flowId: flow.flowId,
    secret: flow.secret,
    deviceId: context.session.deviceId(),
    projectId: context.projectId,
  }
  try {
    for (;;) {
      const answer = await context.api.call<FarcasterConnectResponse>(ApiPaths.FARCASTER_CONNECT, {
        body,
      })
      if (answer.status === 'connected') {
        const { status: _status, userName, ...tokens } = answer
        await adoptSession(context, tokens, `${userName} (Farcaster)`)
        return { userName }
      }
      await context.sleep(FARCASTER_POLL_INTERVAL_MS)
    }
  } finally {
    context.farcasterFlow.forget(flow.flowId)
  }
}
