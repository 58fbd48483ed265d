/** UPDATE_EMAIL_PRIMARY_OTP: the code sent to the current address; then one goes to the new one. */
import { ApiPaths, type EmailPrimaryResponse } from '../../shared/apiContract'
import type { FrameHandler } from '../frameContext'
import { mailOrigin } from '../mailOrigin'

export const updateEmailPrimaryOtp: FrameHandler<'UPDATE_EMAIL_PRIMARY_OTP'> = async (
  { otp },
  context,
) => {
  await context.api.call<EmailPrimaryResponse>(ApiPaths.EMAIL_UPDATE_PRIMARY, {
    body: { otp, ...mailOrigin(context) },
    auth: true,
  })
  return undefined
}
