/**
 * Device approval by mailed link, per (address, device) pair: a login from a device
 * this address has not approved gets a link first (VERIFY_DEVICE), whether or not an
 * account exists, so the answer tells nobody who has one. Opening the link shows what
 * asked (site, device, time); only the button on that page (a POST) approves, so a
 * mail scanner that fetches links approves nothing. The code verification then trusts
 * the device on the account (creating the account on a first sign-in).
 *
 * Tokens are stored as SHA-256 only (256-bit random values: nothing to brute-force).
 */
import { OTP_TTL_S } from '@airlock/protocol'
import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { addSeconds, type Clock, systemClock } from '../clock'
import { randomToken, sha256Hex } from '../crypto/tokens'
import type { Db } from '../db/client'
import { deviceApprovals } from '../db/schema'
import { ServerError } from '../errors'

/** How long an approval link works. */
export const DEVICE_APPROVAL_TTL_S = 600

/** What the approval page shows, and what the link's owner is asked to approve. */
export interface DeviceApprovalRequest {
  email: string
  deviceIdHash: string
  /** The verified ancestor origin of the frame that asked. */
  origin: string
  /** Browser and system, read from the user agent (deviceLabel.ts). */
  deviceLabel: string
}

export interface StoredDeviceApproval {
  /** Goes into the mailed link only; the database keeps its hash. */
  token: string
  expiresAt: Date
}

/**
 * Retires the pair's earlier pending links and stores a new one. Two statements, like
 * storeOtp, so both answers of a login start do the same database work.
 */
export async function storeDeviceApproval(
  tx: Db,
  request: DeviceApprovalRequest,
  now: Date,
): Promise<StoredDeviceApproval> {
  const token = randomToken()
  const expiresAt = addSeconds(now, DEVICE_APPROVAL_TTL_S)
  await tx
    .update(deviceApprovals)
    .set({ expiresAt: now })
    .where(
      and(
        eq(deviceApprovals.email, request.email),
        eq(deviceApprovals.deviceIdHash, request.deviceIdHash),
        isNull(deviceApprovals.approvedAt),
        gt(deviceApprovals.expiresAt, now),
      ),
    )
  await tx.insert(deviceApprovals).values({
    ...request,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt,
  })
  return { token, expiresAt }
}

/** The link mailed to the address: `${publicUrl}/device/approve?token=…`. */
export function deviceApprovalLink(publicUrl: string, token: string): string {
  const url = new URL('/device/approve', publicUrl)
  url.searchParams.set('token', token)
  return url.toString()
}

export type DeviceApprovalState = 'pending' | 'approved' | 'expired'

export interface DeviceApprovalView {
  email: string
  origin: string
  deviceLabel: string
  requestedAt: Date
  state: DeviceApprovalState
}

function validToken(token: string): boolean {
  return token.length > 0 && token.length <= 128
}

/** What the link's page shows; undefined for a token that never existed. No side effect. */
export async function findDeviceApproval(
  db: Db,
  token: string,
  clock: Clock = systemClock,
): Promise<DeviceApprovalView | undefined> {
  if (!validToken(token)) return undefined
  const [row] = await db
    .select()
    .from(deviceApprovals)
    .where(eq(deviceApprovals.tokenHash, sha256Hex(token)))
  if (!row) return undefined
  const state: DeviceApprovalState =
    row.approvedAt !== null
      ? 'approved'
      : row.expiresAt.getTime() > clock().getTime()
        ? 'pending'
        : 'expired'
  return {
    email: row.email,
    origin: row.origin,
    deviceLabel: row.deviceLabel,
    requestedAt: row.createdAt,
    state,
  }
}

/**
 * Approves the pair the token was issued for, once. The approval then stands until the
 * code sent with it expires. Answers the address and the site that asked (the code
 * mail that follows names it). Throws 'This approval link is invalid or has expired'
 * for an unknown, used, retired or old token.
 */
export async function approveDeviceByToken(
  db: Db,
  token: string,
  clock: Clock = systemClock,
): Promise<{ email: string; origin: string }> {
  if (!validToken(token)) throw new ServerError('INVALID_DEVICE_LINK')
  const now = clock()
  // One statement: two clicks racing cannot both succeed.
  const [row] = await db
    .update(deviceApprovals)
    .set({ approvedAt: now, expiresAt: addSeconds(now, OTP_TTL_S) })
    .where(
      and(
        eq(deviceApprovals.tokenHash, sha256Hex(token)),
        isNull(deviceApprovals.approvedAt),
        gt(deviceApprovals.expiresAt, now),
      ),
    )
    .returning({ email: deviceApprovals.email, origin: deviceApprovals.origin })
  if (!row) throw new ServerError('INVALID_DEVICE_LINK')
  return row
}

/**
 * True when this device may receive a login code for this address: trusted on the
 * address's account, or approved by link (and the approval still stands).
 */
export function recognisedSql(email: string, deviceIdHash: string, now: Date): SQL<boolean> {
  // Aliased by hand: drizzle leaves column names unqualified inside a raw fragment.
  return sql<boolean>`(EXISTS (SELECT 1 FROM devices d JOIN users u ON u.id = d.user_id
      WHERE u.email = ${email} AND d.device_id_hash = ${deviceIdHash} AND d.approved_at IS NOT NULL)
    OR EXISTS (SELECT 1 FROM device_approvals a
      WHERE a.email = ${email} AND a.device_id_hash = ${deviceIdHash}
        AND a.approved_at IS NOT NULL AND a.expires_at > ${now.toISOString()}::timestamptz))`
}

/** recognisedSql as one query: what CONNECT_DEVICE polls and the code verification checks. */
export async function isRecognisedDevice(
  db: Db,
  email: string,
  deviceIdHash: string,
  clock: Clock = systemClock,
): Promise<boolean> {
  const [row] = await db
    .select({ recognised: recognisedSql(email, deviceIdHash, clock()) })
    .from(sql`(SELECT 1) AS one`)
  return row?.recognised === true
}

/** When the last login mail (code or approval link) went to this address, or null. */
export function lastLoginMailSql(email: string): SQL<unknown> {
  return sql`GREATEST(
    (SELECT max(o.created_at) FROM email_otps o WHERE o.email = ${email} AND o.purpose = 'login'),
    (SELECT max(a.created_at) FROM device_approvals a WHERE a.email = ${email}))`
}

/** Drops the pair's approvals once the device is trusted on the account (they did their job). */
export async function forgetDeviceApprovals(
  db: Db,
  email: string,
  deviceIdHash: string,
): Promise<void> {
  await db
    .delete(deviceApprovals)
    .where(and(eq(deviceApprovals.email, email), eq(deviceApprovals.deviceIdHash, deviceIdHash)))
}

/**
 * Drops every approval link of these addresses, pending or approved: after an email
 * change or its revert, no device gets a code for them without a new link.
 */
export async function forgetAddressApprovals(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return
  await db.delete(deviceApprovals).where(inArray(deviceApprovals.email, emails))
}
