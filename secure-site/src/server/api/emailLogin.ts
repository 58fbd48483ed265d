/**
 * Email login, as the frame drives it:
 * - start: a known device (or a new account) gets a code (VERIFY_OTP); a known account
 *   on a new device first gets an approval link (VERIFY_DEVICE);
 * - device status: what CONNECT_DEVICE polls until the link was opened;
 * - verify: the code becomes a session; a brand-new account's first device is trusted
 *   by the code itself, and its wallets are created.
 * One start per address every 30 s, whichever mail it sends.
 */
import {
  deviceApprovalLink,
  hashDeviceId,
  isKnownDevice,
  startDeviceApproval,
  trustDevice,
} from '../auth/devices'
import { issueOtp, verifyOtp } from '../auth/otp'
import { deviceApprovalMail, loginCodeMail } from '../mail/templates'
import { createSession } from '../sessions/sessions'
import { findOrCreateUser, findUserByEmail, normalizeEmail } from '../users/users'
import { ensureWallets, getAddresses } from '../wallets/wallets'
import type { ApiContext } from './context'
import type {
  DeviceStatusRequest,
  DeviceStatusResponse,
  EmailStartRequest,
  EmailStartResponse,
  OtpVerifyRequest,
  SessionTokens,
} from './contract'
import { enforceEmailCooldown } from './emailCooldown'
import { HttpError } from './http'
import { verifiedMailOrigin } from './mailOrigin'
import { requireProject } from './project'

export const DEVICE_NOT_APPROVED = 'This device is not approved yet: open the link we mailed you'

/**
 * What both login steps check first: the project, the email's account (if any) and
 * whether this device is new to that account. `hashDeviceId` throws on a malformed id.
 */
async function loginAttempt(
  context: ApiContext,
  input: { projectId: string; email: string; deviceId: string },
) {
  await requireProject(context, input.projectId)
  const email = normalizeEmail(input.email)
  hashDeviceId(input.deviceId)
  const user = await findUserByEmail(context.db, email)
  const newDevice =
    user !== undefined && !(await isKnownDevice(context.db, user.id, input.deviceId))
  return { email, user, newDevice }
}

export async function startEmailLogin(
  context: ApiContext,
  input: EmailStartRequest,
): Promise<EmailStartResponse> {
  const { email, user, newDevice } = await loginAttempt(context, input)
  const origin = await verifiedMailOrigin(context, input)
  await enforceEmailCooldown(context, email, user?.id)
  if (user && newDevice) {
    const approval = await startDeviceApproval(
      context.db,
      user.id,
      input.deviceId,
      context.clock,
      origin,
    )
    const link = deviceApprovalLink(context.config.publicUrl, approval.token)
    await context.mailer.send(deviceApprovalMail({ to: email, link, origin }))
    return { action: 'VERIFY_DEVICE' }
  }
  const otp = await issueOtp(
    context.db,
    context.config.sessionSecret,
    { email, purpose: 'login' },
    context.clock,
  )
  await context.mailer.send(loginCodeMail({ to: email, code: otp.code, origin }))
  return { action: 'VERIFY_OTP' }
}

export async function deviceStatus(
  context: ApiContext,
  input: DeviceStatusRequest,
): Promise<DeviceStatusResponse> {
  const user = await findUserByEmail(context.db, input.email)
  if (!user) return { approved: false }
  return { approved: await isKnownDevice(context.db, user.id, input.deviceId) }
}

export async function verifyEmailLogin(
  context: ApiContext,
  input: OtpVerifyRequest,
): Promise<SessionTokens> {
  const { email, user: existing, newDevice } = await loginAttempt(context, input)
  // The code alone must not let a new device past the mailed approval link.
  if (newDevice) {
    throw new HttpError(403, DEVICE_NOT_APPROVED)
  }
  await verifyOtp(
    context.db,
    context.config.sessionSecret,
    { email, purpose: 'login', code: input.otp },
    context.clock,
  )
  const user = existing ?? (await findOrCreateUser(context.db, email))
  if (!existing) await trustDevice(context.db, user.id, input.deviceId, context.clock)
  if (!(await getAddresses(context.db, user.id)))
    await ensureWallets(context.db, context.vault, user.id)
  const session = await createSession(
    context.db,
    context.config.sessionSecret,
    { userId: user.id, deviceId: input.deviceId },
    context.clock,
  )
  return { accessToken: session.accessToken, refreshToken: session.refreshToken }
}
