/**
 * The mailed device-approval link. Opening it only shows what asked (site, device,
 * time): mail scanners fetch links, so a GET approves nothing. The page's button POSTs
 * (same origin), which approves the (address, device) pair for CONNECT_DEVICE and
 * sends the login code that VERIFY_DEVICE held back.
 */
import {
  approveDeviceByToken,
  type DeviceApprovalView,
  findDeviceApproval,
} from '../auth/deviceApprovals'
import { issueOtp } from '../auth/otp'
import { isServerError } from '../errors'
import { otpMail } from '../mail/templates'
import type { ApiContext } from './context'
import { countRequest } from './limits'

export interface DeviceApprovalResult {
  email: string
  /** False when a code went out moments ago (cooldown): that one still works. */
  codeSent: boolean
}

/** What the link's page shows; undefined for a token that never existed. */
export async function viewDeviceApproval(
  context: ApiContext,
  token: string,
  client: string,
): Promise<DeviceApprovalView | undefined> {
  await countRequest(context, 'deviceLinksPerIp', client)
  return findDeviceApproval(context.db, token, context.clock)
}

export async function approveDeviceFromLink(
  context: ApiContext,
  token: string,
  client: string,
): Promise<DeviceApprovalResult> {
  await countRequest(context, 'deviceLinksPerIp', client)
  const { email } = await approveDeviceByToken(context.db, token, context.clock)
  try {
    const otp = await issueOtp(
      context.db,
      context.config.sessionSecret,
      { email, purpose: 'login' },
      context.clock,
    )
    await context.mailer.send(otpMail({ to: email, code: otp.code, purpose: 'login' }))
    return { email, codeSent: true }
  } catch (error) {
    if (isServerError(error) && error.code === 'EMAIL_COOLDOWN') return { email, codeSent: false }
    throw error
  }
}
