/**
 * Opening the mailed device-approval link: approves the device (CONNECT_DEVICE, polling,
 * then resolves in the frame) and sends the login code that VERIFY_DEVICE held back.
 */
import { approveDevice } from '../auth/devices'
import { issueOtp } from '../auth/otp'
import { isServerError } from '../errors'
import { loginCodeMail } from '../mail/templates'
import { getUserById } from '../users/users'
import type { ApiContext } from './context'

export interface DeviceApprovalResult {
  email: string
  /** False when a code went out moments ago (cooldown): that one still works. */
  codeSent: boolean
}

export async function approveDeviceFromLink(
  context: ApiContext,
  token: string,
): Promise<DeviceApprovalResult> {
  const { userId, origin } = await approveDevice(context.db, token, context.clock)
  const user = await getUserById(context.db, userId)
  if (!user) throw new Error(`approved a device of a missing user ${userId}`)
  try {
    const otp = await issueOtp(
      context.db,
      context.config.sessionSecret,
      { email: user.email, purpose: 'login' },
      context.clock,
    )
    // The site the sign-in was asked from; links mailed before sites were recorded name this one.
    await context.mailer.send(
      loginCodeMail({
        to: user.email,
        code: otp.code,
        origin: origin ?? context.config.publicUrl,
      }),
    )
    return { email: user.email, codeSent: true }
  } catch (error) {
    if (isServerError(error) && error.code === 'EMAIL_COOLDOWN')
      return { email: user.email, codeSent: false }
    throw error
  }
}
