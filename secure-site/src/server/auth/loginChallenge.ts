/**
 * The start of an email login, as one transaction that does the same work whatever
 * the answer (so neither the answer's timing nor its cost tells who has an account):
 * lock the address, read in one statement whether this device is recognised for it
 * and when it was last mailed, check the cooldown, then retire-and-store either a code
 * (recognised: VERIFY_OTP) or a device-approval link (anything else: VERIFY_DEVICE).
 */
import { EMAIL_COOLDOWN_S } from '@airlock/protocol'
import { sql } from 'drizzle-orm'
import { type Clock, systemClock } from '../clock'
import type { Db } from '../db/client'
import { ServerError } from '../errors'
import {
  type DeviceApprovalRequest,
  lastLoginMailSql,
  recognisedSql,
  storeDeviceApproval,
} from './deviceApprovals'
import { lockAddress, storeOtp } from './otp'

export type LoginChallenge =
  | { action: 'VERIFY_OTP'; code: string }
  | { action: 'VERIFY_DEVICE'; token: string }

/**
 * Throws ServerError 'Please try again after N seconds' while the last login mail to
 * this address (code or link) is younger than the cooldown.
 */
export async function startLoginChallenge(
  db: Db,
  secret: Uint8Array,
  request: DeviceApprovalRequest,
  clock: Clock = systemClock,
): Promise<LoginChallenge> {
  const now = clock()
  const { email } = request
  return db.transaction(async (tx) => {
    await lockAddress(tx, { email, purpose: 'login' })
    const [state] = await tx
      .select({
        recognised: recognisedSql(email, request.deviceIdHash, now),
        // Epoch milliseconds: one number type from both drivers.
        lastMailMs: sql<
          number | null
        >`(EXTRACT(EPOCH FROM ${lastLoginMailSql(email)}) * 1000)::float8`,
      })
      .from(sql`(SELECT 1) AS one`)
    const lastMailMs =
      state?.lastMailMs === null || state?.lastMailMs === undefined ? 0 : Number(state.lastMailMs)
    const remainingMs = lastMailMs + EMAIL_COOLDOWN_S * 1000 - now.getTime()
    if (remainingMs > 0) {
      throw new ServerError('EMAIL_COOLDOWN', {
        values: { seconds: Math.max(1, Math.ceil(remainingMs / 1000)) },
      })
    }
    if (state?.recognised === true) {
      const otp = await storeOtp(tx, secret, { email, purpose: 'login' }, now)
      return { action: 'VERIFY_OTP', code: otp.code }
    }
    const approval = await storeDeviceApproval(tx, request, now)
    return { action: 'VERIFY_DEVICE', token: approval.token }
  })
}
