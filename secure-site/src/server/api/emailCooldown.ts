/**
 * One email-login start per address every EMAIL_COOLDOWN_S seconds, whether it mails a
 * code or a device-approval link: 'Please try again after N seconds', as the SDK says.
 * issueOtp enforces the window for codes by itself; this adds the approval links, and
 * counts exactly from the last mail (a fixed rate-limit window would not).
 */
import { EMAIL_COOLDOWN_S } from '@airlock/protocol'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { DEVICE_APPROVAL_TTL_S } from '../auth/devices'
import { devices, emailOtps } from '../db/schema'
import { ServerError } from '../errors'
import type { ApiContext } from './context'

/** When the last login mail (code or approval link) went to this address, if ever. */
async function lastLoginMail(
  context: Pick<ApiContext, 'db'>,
  email: string,
  userId: string | undefined,
) {
  const [otp] = await context.db
    .select({ at: emailOtps.createdAt })
    .from(emailOtps)
    .where(and(eq(emailOtps.email, email), eq(emailOtps.purpose, 'login')))
    .orderBy(desc(emailOtps.createdAt))
    .limit(1)
  // A pending approval's link expires DEVICE_APPROVAL_TTL_S after it was mailed.
  const [link] = userId
    ? await context.db
        .select({ expiresAt: devices.expiresAt })
        .from(devices)
        .where(and(eq(devices.userId, userId), isNotNull(devices.expiresAt)))
        .orderBy(desc(devices.expiresAt))
        .limit(1)
    : []
  const linkAt = link?.expiresAt ? link.expiresAt.getTime() - DEVICE_APPROVAL_TTL_S * 1000 : 0
  return Math.max(otp?.at.getTime() ?? 0, linkAt)
}

export async function enforceEmailCooldown(
  context: Pick<ApiContext, 'db' | 'clock'>,
  email: string,
  userId?: string,
): Promise<void> {
  const remainingMs =
    (await lastLoginMail(context, email, userId)) +
    EMAIL_COOLDOWN_S * 1000 -
    context.clock().getTime()
  if (remainingMs > 0) {
    throw new ServerError('EMAIL_COOLDOWN', {
      values: { seconds: Math.max(1, Math.ceil(remainingMs / 1000)) },
    })
  }
}
