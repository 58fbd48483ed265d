/**
 * Device recognition. The frame keeps a random device id in its own storage; a login
 * from a device the account has not seen first needs a click on a link mailed to the
 * account's address (VERIFY_DEVICE), and only then is the login code sent.
 *
 * Device ids and approval tokens are stored as SHA-256 only: both are long random
 * values, so the hash is enough and a database copy reveals neither.
 */
import { and, eq, gt, isNotNull, ne } from 'drizzle-orm'
import { addSeconds, type Clock, systemClock } from '../clock'
import { randomToken, sha256Hex } from '../crypto/tokens'
import type { Db } from '../db/client'
import { devices } from '../db/schema'
import { ServerError } from '../errors'

/** How long an approval link works. */
export const DEVICE_APPROVAL_TTL_S = 600

/** Device ids are what the frame makes with crypto.randomUUID(); anything similar works. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/

export function hashDeviceId(deviceId: string): string {
  if (!DEVICE_ID.test(deviceId)) throw new ServerError('INVALID_DEVICE_ID')
  return sha256Hex(`airlock-device:${deviceId}`)
}

/** True once this device was approved for this user (by link, or by trustDevice). */
export async function isKnownDevice(db: Db, userId: string, deviceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.userId, userId),
        eq(devices.deviceIdHash, hashDeviceId(deviceId)),
        isNotNull(devices.approvedAt),
      ),
    )
  return row !== undefined
}

/** The question CONNECT_DEVICE polls while the user opens the mailed link. */
export const isDeviceApproved = isKnownDevice

/**
 * Marks a device approved without a link: for the first device of a brand-new account,
 * whose email code is itself the proof of ownership.
 */
export async function trustDevice(
  db: Db,
  userId: string,
  deviceId: string,
  clock: Clock = systemClock,
): Promise<void> {
  const now = clock()
  await db
    .insert(devices)
    .values({ userId, deviceIdHash: hashDeviceId(deviceId), approvedAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: [devices.userId, devices.deviceIdHash],
      set: { approvedAt: now, approvalTokenHash: null, expiresAt: null },
    })
}

export interface DeviceApproval {
  /** Goes into the mailed link only; the database keeps its hash. */
  token: string
  expiresAt: Date
}

/** A fresh one-time approval token for this device; any earlier link for it stops working. */
export async function startDeviceApproval(
  db: Db,
  userId: string,
  deviceId: string,
  clock: Clock = systemClock,
  /** The site that asked (verified ancestor origin), named again in the code mail that follows. */
  origin: string | null = null,
): Promise<DeviceApproval> {
  const now = clock()
  const token = randomToken()
  const expiresAt = addSeconds(now, DEVICE_APPROVAL_TTL_S)
  const approvalTokenHash = sha256Hex(token)
  await db
    .insert(devices)
    .values({
      userId,
      deviceIdHash: hashDeviceId(deviceId),
      approvalTokenHash,
      expiresAt,
      origin,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [devices.userId, devices.deviceIdHash],
      set: { approvalTokenHash, expiresAt, origin },
    })
  return { token, expiresAt }
}

/** The link mailed to the account: `${publicUrl}/device/approve?token=…`. */
export function deviceApprovalLink(publicUrl: string, token: string): string {
  const url = new URL('/device/approve', publicUrl)
  url.searchParams.set('token', token)
  return url.toString()
}

/**
 * Approves the device the token was issued for and burns the token. Throws ServerError
 * 'This approval link is invalid or has expired' for an unknown, used or old token.
 */
export async function approveDevice(
  db: Db,
  token: string,
  clock: Clock = systemClock,
): Promise<{ userId: string; origin: string | null }> {
  const now = clock()
  if (token.length === 0 || token.length > 128) throw new ServerError('INVALID_DEVICE_LINK')
  // One statement: two clicks racing cannot both succeed, and nothing is left to reuse.
  const [row] = await db
    .update(devices)
    .set({ approvedAt: now, approvalTokenHash: null, expiresAt: null })
    .where(and(eq(devices.approvalTokenHash, sha256Hex(token)), gt(devices.expiresAt, now)))
    .returning({ userId: devices.userId, origin: devices.origin })
  if (!row) throw new ServerError('INVALID_DEVICE_LINK')
  return row
}

/**
 * Forgets the account's devices, trusted or waiting for a link, except `keepDeviceIdHash`
 * (the device that made an email change); each forgotten one must be approved by link
 * again. Pending approval links stop working with them.
 */
export async function forgetDevices(
  db: Db,
  userId: string,
  keepDeviceIdHash: string | null = null,
): Promise<void> {
  await db
    .delete(devices)
    .where(
      keepDeviceIdHash === null
        ? eq(devices.userId, userId)
        : and(eq(devices.userId, userId), ne(devices.deviceIdHash, keepDeviceIdHash)),
    )
}
