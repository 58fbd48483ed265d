/**
 * UPDATE_EMAIL_SECONDARY_OTP: the code sent to the new address; the change is then
 * made, every other session and device signed out, and the old address told.
 */
import { ApiPaths, type EmailSecondaryResponse } from '../../shared/apiContract'
import type { FrameHandler } from '../frameContext'
import { mailOrigin } from '../mailOrigin'

export const updateEmailSecondaryOtp: FrameHandler<'UPDATE_EMAIL_SECONDARY_OTP'> = async (
  { otp },
  context,
) => {
  const { newEmail } = await context.api.call<EmailSecondaryResponse>(
    ApiPaths.EMAIL_UPDATE_SECONDARY,
    { body: { otp, ...mailOrigin(context) }, auth: true },
  )
  return { newEmail }
}
