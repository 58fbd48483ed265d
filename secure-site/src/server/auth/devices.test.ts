import { expect, it } from 'vitest'
import type { Clock } from '../clock'
import { describeEachDb } from '../db/testing'
import { findOrCreateUser } from '../users/users'
import {
  approveDevice,
  DEVICE_APPROVAL_TTL_S,
  deviceApprovalLink,
  forgetDevices,
  hashDeviceId,
  isDeviceApproved,
  isKnownDevice,
  startDeviceApproval,
  trustDevice,
} from './devices'

const DEVICE = '00000000-0000-4000-8000-000000000001'
const OTHER_DEVICE = '00000000-0000-4000-8000-000000000002'

function manualClock() {
  let now = Date.parse('2030-01-01T00:00:00Z')
  const clock: Clock = () => new Date(now)
  return { clock, advance: (seconds: number) => (now += seconds * 1000) }
}

it('builds the approval link on the public origin', () => {
  expect(deviceApprovalLink('https://wallet.example.com', 'abc_-1')).toBe(
    'https://wallet.example.com/device/approve?token=abc_-1',
  )
})

describeEachDb('devices', (getDb) => {
  it('approves a device through its one-time link', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'device-a@example.com')
    expect(await isKnownDevice(db, user.id, DEVICE)).toBe(false)
    const { token } = await startDeviceApproval(db, user.id, DEVICE)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await isDeviceApproved(db, user.id, DEVICE)).toBe(false)
    expect(await approveDevice(db, token)).toEqual({ userId: user.id, origin: null })
    expect(await isKnownDevice(db, user.id, DEVICE)).toBe(true)
    expect(await isKnownDevice(db, user.id, OTHER_DEVICE)).toBe(false)
    await expect(approveDevice(db, token)).rejects.toThrow(
      'This approval link is invalid or has expired',
    )
  })

  it('remembers which site asked for the link, for the code mail that follows', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'device-site@example.com')
    const { token } = await startDeviceApproval(
      db,
      user.id,
      DEVICE,
      undefined,
      'https://dapp.example',
    )
    expect(await approveDevice(db, token)).toEqual({
      userId: user.id,
      origin: 'https://dapp.example',
    })
  })

  it('forgets every device but the one kept, pending links included', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'device-forget@example.com')
    const other = await findOrCreateUser(db, 'device-forget-other@example.com')
    const THIRD = '00000000-0000-4000-8000-000000000003'
    await trustDevice(db, user.id, DEVICE)
    await trustDevice(db, user.id, OTHER_DEVICE)
    await trustDevice(db, other.id, OTHER_DEVICE)
    const pending = await startDeviceApproval(db, user.id, THIRD)

    await forgetDevices(db, user.id, hashDeviceId(DEVICE))
    expect(await isKnownDevice(db, user.id, DEVICE)).toBe(true)
    expect(await isKnownDevice(db, user.id, OTHER_DEVICE)).toBe(false)
    await expect(approveDevice(db, pending.token)).rejects.toThrow(/invalid or has expired/)
    // Another account's devices are not touched.
    expect(await isKnownDevice(db, other.id, OTHER_DEVICE)).toBe(true)

    await forgetDevices(db, user.id)
    expect(await isKnownDevice(db, user.id, DEVICE)).toBe(false)
  })

  it('refuses an expired link, and a link replaced by a newer one', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const user = await findOrCreateUser(db, 'device-b@example.com')
    const old = await startDeviceApproval(db, user.id, DEVICE, clock)
    const fresh = await startDeviceApproval(db, user.id, DEVICE, clock)
    await expect(approveDevice(db, old.token, clock)).rejects.toThrow(/invalid or has expired/)
    advance(DEVICE_APPROVAL_TTL_S)
    await expect(approveDevice(db, fresh.token, clock)).rejects.toThrow(/invalid or has expired/)
    expect(await isKnownDevice(db, user.id, DEVICE)).toBe(false)
  })

  it('lets only one of two racing clicks through', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'device-c@example.com')
    const { token } = await startDeviceApproval(db, user.id, DEVICE)
    const results = await Promise.allSettled([approveDevice(db, token), approveDevice(db, token)])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })

  it('trusts the first device of a new account directly', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'device-d@example.com')
    const { token } = await startDeviceApproval(db, user.id, DEVICE)
    await trustDevice(db, user.id, DEVICE)
    expect(await isKnownDevice(db, user.id, DEVICE)).toBe(true)
    // The pending link died with the direct approval.
    await expect(approveDevice(db, token)).rejects.toThrow(/invalid or has expired/)
  })

  it('refuses malformed device ids and tokens', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'device-e@example.com')
    await expect(isKnownDevice(db, user.id, 'short')).rejects.toThrow('Invalid device id')
    await expect(approveDevice(db, '')).rejects.toThrow(/invalid or has expired/)
  })
})
