/** CONNECT_OTP: exchange the mailed code for a session kept in the frame's storage. */
import { ApiPaths, type SessionTokens } from '../../shared/apiContract'
import { adoptSession } from '../adoptSession'
import type { FrameHandler } from '../frameContext'
import { FrameMessages } from '../messages'

export const connectOtp: FrameHandler<'CONNECT_OTP'> = async ({ otp }, context) => {
  const email = context.flow.email
  if (!email) throw new Error(FrameMessages.NO_PENDING_EMAIL)
  const tokens = await context.api.call<SessionTokens>(ApiPaths.OTP_VERIFY, {
    body: { email, otp, deviceId: context.session.deviceId(), projectId: context.projectId },
  })
  await adoptSession(context, tokens, email)
  context.flow.email = null
  return undefined
}
