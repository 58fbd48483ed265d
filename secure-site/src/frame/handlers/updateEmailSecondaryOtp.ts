/** UPDATE_EMAIL_SECONDARY_OTP: the code sent to the new address; the change is then made. */
import { ApiPaths, type EmailSecondaryResponse } from '../../server/api/contract'
import type { FrameHandler } from '../context'

export const updateEmailSecondaryOtp: FrameHandler<'UPDATE_EMAIL_SECONDARY_OTP'> = async (
  { otp },
  context,
) => {
  const { newEmail } = await context.api.call<EmailSecondaryResponse>(
    ApiPaths.EMAIL_UPDATE_SECONDARY,
    { body: { otp }, auth: true },
  )
  return { newEmail }
}
