import { expect, it } from 'vitest'
import { describeEachDb } from '../db/testing'
import { findOrCreateUser } from '../users/users'
import { forgetDevices, hashDeviceId, isKnownDevice, trustDevice } from './devices'

const DEVICE = '00000000-0000-4000-8000-000000000001'
const OTHER_DEVICE = '00000000-0000-4000-8000-000000000002'

it('hashes device ids and refuses malformed ones', () => {
  expect(hashDeviceId(DEVICE)).toMatch(/^[0-9a-f]{64}$/)
  expect(hashDeviceId(DEVICE)).not.toBe(hashDeviceId(OTHER_DEVICE))
  expect(() => hashDeviceId('short')).toThrow('Invalid device id')
  expect(() => hashDeviceId(`${DEVICE}/..`)).toThrow('Invalid device id')
})

describeEachDb('devices', (getDb) => {
  it('knows a device once it is trusted on the account, and only on that account', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'device-a@example.com')
    const other = await findOrCreateUser(db, 'device-b@example.com')
    expect(await isKnownDevice(db, user.id, DEVICE)).toBe(false)
    await trustDevice(db, user.id, DEVICE)
    await trustDevice(db, user.id, DEVICE)
    expect(await isKnownDevice(db, user.id, DEVICE)).toBe(true)
    expect(await isKnownDevice(db, user.id, OTHER_DEVICE)).toBe(false)
    expect(await isKnownDevice(db, other.id, DEVICE)).toBe(false)
  })

  it('forgets every trusted device of the account but the one kept', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'device-forget@example.com')
    const other = await findOrCreateUser(db, 'device-forget-other@example.com')
    await trustDevice(db, user.id, DEVICE)
    await trustDevice(db, user.id, OTHER_DEVICE)
    await trustDevice(db, other.id, OTHER_DEVICE)

    await forgetDevices(db, user.id, hashDeviceId(DEVICE))
    expect(await isKnownDevice(db, user.id, DEVICE)).toBe(true)
    expect(await isKnownDevice(db, user.id, OTHER_DEVICE)).toBe(false)
    // Another account's devices are not touched.
    expect(await isKnownDevice(db, other.id, OTHER_DEVICE)).toBe(true)

    await forgetDevices(db, user.id)
    expect(await isKnownDevice(db, user.id, DEVICE)).toBe(false)
  })

  it('refuses malformed device ids', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'device-e@example.com')
    await expect(isKnownDevice(db, user.id, 'short')).rejects.toThrow('Invalid device id')
  })
})
