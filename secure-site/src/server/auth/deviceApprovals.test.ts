import { OTP_TTL_S } from '@airlock/protocol'
import { expect, it } from 'vitest'
import type { Clock } from '../clock'
import { describeEachDb } from '../db/testing'
import { findOrCreateUser } from '../users/users'
import {
  approveDeviceByToken,
  DEVICE_APPROVAL_TTL_S,
  deviceApprovalLink,
  findDeviceApproval,
  forgetAddressApprovals,
  forgetDeviceApprovals,
  isRecognisedDevice,
  storeDeviceApproval,
} from './deviceApprovals'
import { hashDeviceId, trustDevice } from './devices'

const DEVICE = '00000000-0000-4000-8000-000000000001'
const OTHER_DEVICE = '00000000-0000-4000-8000-000000000002'

function manualClock() {
  let now = Date.parse('2030-01-01T00:00:00Z')
  const clock: Clock = () => new Date(now)
  return { clock, advance: (seconds: number) => (now += seconds * 1000) }
}

function request(email: string, deviceId = DEVICE) {
  return {
    email,
    deviceIdHash: hashDeviceId(deviceId),
    origin: 'https://dapp.example',
    deviceLabel: 'Chrome 140 on Linux',
  }
}

it('builds the approval link on the public origin', () => {
  expect(deviceApprovalLink('https://wallet.example.com', 'abc_-1')).toBe(
    'https://wallet.example.com/device/approve?token=abc_-1',
  )
})

describeEachDb('device approvals', (getDb) => {
  it('shows what asked without approving, and approves once by token', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const email = 'approve-a@example.com'
    const { token } = await storeDeviceApproval(db, request(email), clock())
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    advance(5)
    expect(await findDeviceApproval(db, token, clock)).toEqual({
      email,
      origin: 'https://dapp.example',
      deviceLabel: 'Chrome 140 on Linux',
      requestedAt: new Date('2030-01-01T00:00:00Z'),
      state: 'pending',
    })
    // Looking is not approving.
    expect(await isRecognisedDevice(db, email, hashDeviceId(DEVICE), clock)).toBe(false)

    expect(await approveDeviceByToken(db, token, clock)).toEqual({
      email,
      origin: 'https://dapp.example',
    })
    expect(await isRecognisedDevice(db, email, hashDeviceId(DEVICE), clock)).toBe(true)
    expect(await isRecognisedDevice(db, email, hashDeviceId(OTHER_DEVICE), clock)).toBe(false)
    expect(await isRecognisedDevice(db, 'other@example.com', hashDeviceId(DEVICE), clock)).toBe(
      false,
    )
    expect((await findDeviceApproval(db, token, clock))?.state).toBe('approved')
    await expect(approveDeviceByToken(db, token, clock)).rejects.toThrow(
      'This approval link is invalid or has expired',
    )
  })

  it('lets an approval stand as long as the code it sent, then forgets it', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const email = 'approve-b@example.com'
    const { token } = await storeDeviceApproval(db, request(email), clock())
    await approveDeviceByToken(db, token, clock)
    advance(OTP_TTL_S - 1)
    expect(await isRecognisedDevice(db, email, hashDeviceId(DEVICE), clock)).toBe(true)
    advance(1)
    expect(await isRecognisedDevice(db, email, hashDeviceId(DEVICE), clock)).toBe(false)
  })

  it('refuses an expired link and one replaced by a newer link', async () => {
    const db = getDb()
    const { clock, advance } = manualClock()
    const email = 'approve-c@example.com'
    const old = await storeDeviceApproval(db, request(email), clock())
    const fresh = await storeDeviceApproval(db, request(email), clock())
    // Another device's link is not retired by this one's.
    const otherDevice = await storeDeviceApproval(db, request(email, OTHER_DEVICE), clock())
    await expect(approveDeviceByToken(db, old.token, clock)).rejects.toThrow(
      /invalid or has expired/,
    )
    expect((await findDeviceApproval(db, old.token, clock))?.state).toBe('expired')
    advance(DEVICE_APPROVAL_TTL_S)
    await expect(approveDeviceByToken(db, fresh.token, clock)).rejects.toThrow(
      /invalid or has expired/,
    )
    expect((await findDeviceApproval(db, otherDevice.token, clock))?.state).toBe('expired')
    expect(await isRecognisedDevice(db, email, hashDeviceId(DEVICE), clock)).toBe(false)
  })

  it('lets only one of two racing clicks through', async () => {
    const db = getDb()
    const { token } = await storeDeviceApproval(db, request('approve-d@example.com'), new Date())
    const results = await Promise.allSettled([
      approveDeviceByToken(db, token),
      approveDeviceByToken(db, token),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })

  it('recognises a device trusted on the account of the address', async () => {
    const db = getDb()
    const email = 'approve-e@example.com'
    const user = await findOrCreateUser(db, email)
    expect(await isRecognisedDevice(db, email, hashDeviceId(DEVICE))).toBe(false)
    await trustDevice(db, user.id, DEVICE)
    expect(await isRecognisedDevice(db, email, hashDeviceId(DEVICE))).toBe(true)
  })

  it('forgets the pair once the device is trusted, and refuses junk tokens', async () => {
    const db = getDb()
    const email = 'approve-f@example.com'
    const { token } = await storeDeviceApproval(db, request(email), new Date())
    await forgetDeviceApprovals(db, email, hashDeviceId(DEVICE))
    expect(await findDeviceApproval(db, token)).toBeUndefined()
    expect(await findDeviceApproval(db, '')).toBeUndefined()
    expect(await findDeviceApproval(db, 'x'.repeat(129))).toBeUndefined()
    await expect(approveDeviceByToken(db, '')).rejects.toThrow(/invalid or has expired/)
  })

  it('forgets every link of the given addresses, pending or approved, and no other', async () => {
    const db = getDb()
    const { clock } = manualClock()
    const moved = 'approve-g@example.com'
    const pending = await storeDeviceApproval(db, request(moved), clock())
    const approved = await storeDeviceApproval(db, request(moved, OTHER_DEVICE), clock())
    await approveDeviceByToken(db, approved.token, clock)
    const kept = await storeDeviceApproval(db, request('approve-h@example.com'), clock())

    await forgetAddressApprovals(db, [moved])
    expect(await findDeviceApproval(db, pending.token, clock)).toBeUndefined()
    expect(await isRecognisedDevice(db, moved, hashDeviceId(OTHER_DEVICE), clock)).toBe(false)
    expect((await findDeviceApproval(db, kept.token, clock))?.state).toBe('pending')
    await forgetAddressApprovals(db, [])
    expect((await findDeviceApproval(db, kept.token, clock))?.state).toBe('pending')
  })
})
