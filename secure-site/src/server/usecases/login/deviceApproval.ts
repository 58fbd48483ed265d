/**
 * The mailed device-approval link. Opening it only shows what asked (site, device,
 * time): mail scanners fetch links, so a GET approves nothing. The page's button POSTs
 * (same origin), which approves the (address, device) pair for CONNECT_DEVICE and
 * sends the login code that VERIFY_DEVICE held back. The page and the code mail name
 * the same site: the one the approval row recorded when the login started.
 */
import {
  approveDeviceByToken,
  type DeviceApprovalView,
  findDeviceApproval,
} from '../../auth/deviceApprovals'
import { issueOtp } from '../../auth/otp'
import { isServerError } from '../../errors'
import { loginCodeMail } from '../../mail/templates'
import type { ApiContext } from '../../wiring/apiContext'
import { countRequest } from '../requestLimits'

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
  const { email, origin } = await approveDeviceByToken(context.db, token, context.clock)
  try {
    const otp = await issueOtp(
      context.db,
      context.config.sessionSecret,
      { email, purpose: 'login' },
      context.clock,
    )
    // The code mail names the site the sign-in was asked from, as the link's page did.
    await context.mailer.send(loginCodeMail({ to: email, code: otp.code, origin }))
    return { email, codeSent: true }
  } catch (error) {
    if (isServerError(error) && error.code === 'EMAIL_COOLDOWN') return { email, codeSent: false }
    throw error
  }
}
