/**
 * Trusted devices of an account. The frame keeps a random device id in its own
 * storage; a device becomes trusted when a login code is verified on it after its
 * mailed approval (deviceApprovals.ts).
 *
 * Device ids and approval tokens are stored as SHA-256 only: both are long random
 * values, so the hash is enough and a database copy reveals neither.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm'
import { type Clock, systemClock } from '../clock'
import { sha256Hex } from '../crypto/tokens'
import type { Db } from '../db/client'
import { devices } from '../db/schema'
import { ServerError } from '../errors'

/** Device ids are what the frame makes with crypto.randomUUID(); anything similar works. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/

export function hashDeviceId(deviceId: string): string {
  if (!DEVICE_ID.test(deviceId)) throw new ServerError('INVALID_DEVICE_ID')
  return sha256Hex(`airlock-device:${deviceId}`)
}

/** True once this device was trusted on this user's account. */
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

/** Trusts a device on an account: once its approval and the login code were both verified. */
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
      set: { approvedAt: now },
    })
}

/**
 * Forgets the account's trusted devices, except `keepDeviceIdHash` (the device that
 * made an email change); each forgotten one must be approved by link again.
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
