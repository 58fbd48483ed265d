/**
 * Email login, as the frame drives it:
 * - start: a device recognised for the address gets a code (VERIFY_OTP); any other
 *   (device, address) pair gets an approval link first (VERIFY_DEVICE), whether or not
 *   an account exists, with the same database work and one mail either way, so the
 *   answer tells nobody who has an account;
 * - device status: what CONNECT_DEVICE polls until the link's page was approved;
 * - verify: the code becomes a session; the device is trusted on the account, which a
 *   first sign-in creates, with its wallets.
 * Every mail names the site that asked: the frame's origin, checked against the
 * project's allowlist first (usecases/verifiedMailOrigin.ts); the approval link keeps it for the page
 * and for the code mail that follows the approval.
 * One start per address every 30 s, whichever mail it sends; rate limits per client
 * IP and per address on starts, per client IP on wrong codes and new accounts.
 */

import type {
  DeviceStatusRequest,
  DeviceStatusResponse,
  EmailStartRequest,
  EmailStartResponse,
  OtpVerifyRequest,
  SessionTokens,
} from '../../../shared/apiContract'
import {
  deviceApprovalLink,
  forgetDeviceApprovals,
  isRecognisedDevice,
} from '../../auth/deviceApprovals'
import { deviceLabel } from '../../auth/deviceLabel'
import { hashDeviceId, trustDevice } from '../../auth/devices'
import { startLoginChallenge } from '../../auth/loginChallenge'
import { verifyOtp } from '../../auth/otp'
import { HttpError } from '../../http/http'
import type { RequestMeta } from '../../http/requestClient'
import { deviceApprovalMail, loginCodeMail } from '../../mail/templates'
import { findOrCreateUser, findUserByEmail, normalizeEmail } from '../../users/users'
import type { ApiContext } from '../../wiring/apiContext'
import { requireProject } from '../project'
import { type CountedRequest, countRequest, emailSubject } from '../requestLimits'
import { verifiedMailOrigin } from '../verifiedMailOrigin'
import { startSession } from './startSession'

export const DEVICE_NOT_APPROVED = 'This device is not approved yet: open the link we mailed you'

export async function startEmailLogin(
  context: ApiContext,
  input: EmailStartRequest,
  meta: RequestMeta,
): Promise<EmailStartResponse> {
  const origin = await verifiedMailOrigin(context, input)
  const email = normalizeEmail(input.email)
  const deviceIdHash = hashDeviceId(input.deviceId)
  await countRequest(context, 'loginMailsPerIp', meta.client)
  await countRequest(context, 'loginMailsPerEmail', emailSubject(email))
  const challenge = await startLoginChallenge(
    context.db,
    context.config.sessionSecret,
    { email, deviceIdHash, origin, deviceLabel: deviceLabel(meta.userAgent) },
    context.clock,
  )
  await context.mailer.send(
    challenge.action === 'VERIFY_OTP'
      ? loginCodeMail({ to: email, code: challenge.code, origin })
      : deviceApprovalMail({
          to: email,
          link: deviceApprovalLink(context.config.publicUrl, challenge.token),
          origin,
        }),
  )
  return { action: challenge.action }
}

export async function deviceStatus(
  context: ApiContext,
  input: DeviceStatusRequest,
): Promise<DeviceStatusResponse> {
  const approved = await isRecognisedDevice(
    context.db,
    normalizeEmail(input.email),
    hashDeviceId(input.deviceId),
    context.clock,
  )
  return { approved }
}

export async function verifyEmailLogin(
  context: ApiContext,
  input: OtpVerifyRequest,
  meta: RequestMeta,
): Promise<SessionTokens> {
  await requireProject(context, input.projectId)
  const email = normalizeEmail(input.email)
  const deviceIdHash = hashDeviceId(input.deviceId)
  // The code alone must not let a device past the mailed approval link.
  if (!(await isRecognisedDevice(context.db, email, deviceIdHash, context.clock))) {
    throw new HttpError(403, DEVICE_NOT_APPROVED)
  }
  // Counted before the code is read, taken back when it was right: exact under parallel guesses.
  const guess = await countRequest(context, 'wrongCodesPerIp', meta.client)
  const existing = await findUserByEmail(context.db, email)
  let newAccount: CountedRequest | undefined
  if (!existing) {
    // Checked before the code is used up, so a refused sign-up can try again later.
    try {
      newAccount = await countRequest(context, 'newAccountsPerIp', meta.client)
    } catch (error) {
      await guess.refund()
      throw error
    }
  }
  try {
    await verifyOtp(
      context.db,
      context.config.sessionSecret,
      { email, purpose: 'login', code: input.otp },
      context.clock,
    )
  } catch (error) {
    await newAccount?.refund()
    throw error
  }
  await guess.refund()
  const user = existing ?? (await findOrCreateUser(context.db, email))
  await trustDevice(context.db, user.id, input.deviceId, context.clock)
  await forgetDeviceApprovals(context.db, email, deviceIdHash)
  return startSession(context, user.id, input.deviceId, meta.deviceKey)
}
