import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { approveDeviceByToken, storeDeviceApproval } from '../auth/deviceApprovals'
import { hashDeviceId, isKnownDevice, trustDevice } from '../auth/devices'
import { createEmailRevert, EMAIL_REVERT_TTL_S, readEmailRevert } from '../auth/emailReverts'
import { issueOtp } from '../auth/otp'
import type { Clock } from '../clock'
import { describeEachDb } from '../db/testing'
import { createFarcasterFlow, openFlowOfFrame } from '../farcaster/farcasterFlows'
import { hit } from '../ratelimit/rateLimit'
import { createSession, rotateRefreshToken } from '../sessions/sessions'
import { createSocialFlow, FLOW_TTL_S, findPendingFlow } from '../social/socialFlows'
import { findOrCreateUser } from '../users/users'
import { pruneExpired } from './prune'

/** The thumbprint of the device key these sessions are bound to. */
const KEY = 'test-device-key-thumbprint'

const secret = randomBytes(32)
const DEVICE = '00000000-0000-4000-8000-0000000000d1'
const PENDING_DEVICE = '00000000-0000-4000-8000-0000000000d2'

describeEachDb('pruneExpired', (getDb) => {
  it('drops what expired more than a day ago and keeps the rest', async () => {
    const db = getDb()
    let now = Date.parse('2031-01-01T00:00:00Z')
    const clock: Clock = () => new Date(now)
    const email = 'prune@example.com'
    const user = await findOrCreateUser(db, email)
    await issueOtp(db, secret, { email, purpose: 'login' }, clock)
    await trustDevice(db, user.id, DEVICE, clock)
    const approval = (deviceId: string) => ({
      email,
      deviceIdHash: hashDeviceId(deviceId),
      origin: 'https://dapp.example',
      deviceLabel: 'Chrome 140 on Linux',
    })
    await storeDeviceApproval(db, approval(PENDING_DEVICE), clock())
    const approved = await storeDeviceApproval(db, approval(DEVICE), clock())
    await approveDeviceByToken(db, approved.token, clock)
    await hit(db, 'prune-key', 1, 60, clock)
    const session = await createSession(db, secret, { deviceKey: KEY, userId: user.id }, clock)

    expect(await pruneExpired(db, clock)).toMatchObject({
      emailOtps: 0,
      deviceApprovals: 0,
      rateLimits: 0,
    })

    now += 2 * 24 * 60 * 60 * 1000
    const counts = await pruneExpired(db, clock)
    expect(counts.emailOtps).toBeGreaterThanOrEqual(1)
    expect(counts.deviceApprovals).toBeGreaterThanOrEqual(2)
    expect(counts.rateLimits).toBeGreaterThanOrEqual(1)
    expect(await isKnownDevice(db, user.id, DEVICE)).toBe(true)
    // The 30-day refresh token is still good.
    await rotateRefreshToken(db, secret, session.refreshToken, { deviceKey: KEY }, clock)
  })

  it('keeps an email-revert link for its 7 days and a day more, then drops it', async () => {
    const db = getDb()
    let now = Date.parse('2032-01-01T00:00:00Z')
    const clock: Clock = () => new Date(now)
    const user = await findOrCreateUser(db, 'prune-revert@example.com')
    const { token } = await createEmailRevert(
      db,
      {
        userId: user.id,
        oldEmail: 'old@example.com',
        newEmail: user.email,
        origin: 'https://a.example',
      },
      clock,
    )
    now += (EMAIL_REVERT_TTL_S + 23 * 60 * 60) * 1000
    expect((await pruneExpired(db, clock)).emailReverts).toBe(0)
    expect((await readEmailRevert(db, token, clock)).state).toBe('expired')
    now += 2 * 60 * 60 * 1000
    expect((await pruneExpired(db, clock)).emailReverts).toBe(1)
    expect((await readEmailRevert(db, token, clock)).state).toBe('unknown')
  })

  it('drops a social flow a day after it expired', async () => {
    const db = getDb()
    let now = Date.parse('2032-01-01T00:00:00Z')
    const clock: Clock = () => new Date(now)
    const flow = await createSocialFlow(
      db,
      {
        provider: 'github',
        projectId: 'demo',
        origin: 'https://dapp.example',
        secret: 's'.repeat(43),
      },
      clock,
    )
    now += (FLOW_TTL_S + 23 * 60 * 60) * 1000
    expect((await pruneExpired(db, clock)).socialFlows).toBe(0)
    now += 2 * 60 * 60 * 1000
    expect((await pruneExpired(db, clock)).socialFlows).toBe(1)
    expect(await findPendingFlow(db, flow.state, clock)).toBeUndefined()
  })
  it('drops a Farcaster flow a day after it expired', async () => {
    const db = getDb()
    let now = Date.parse('2031-03-01T00:00:00Z')
    const clock: Clock = () => new Date(now)
    const flowId = await createFarcasterFlow(
      db,
      {
        projectId: 'demo',
        origin: 'https://dapp.example',
        secret: 's'.repeat(43),
        channelToken: 'channel',
        nonce: 'a'.repeat(32),
        ttlS: 300,
      },
      clock,
    )
    const input = { flowId, secret: 's'.repeat(43), projectId: 'demo' }
    now += (300 + 23 * 60 * 60) * 1000
    expect((await pruneExpired(db, clock)).farcasterFlows).toBe(0)
    await expect(openFlowOfFrame(db, input, clock)).rejects.toThrow(
      'Farcaster sign-in timed out: it was not approved in the Farcaster app in time',
    )
    now += 2 * 60 * 60 * 1000
    expect((await pruneExpired(db, clock)).farcasterFlows).toBe(1)
    await expect(openFlowOfFrame(db, input, clock)).rejects.toThrow(
      'This Farcaster sign-in is invalid, start again',
    )
  })
})
