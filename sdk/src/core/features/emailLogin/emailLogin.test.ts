import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../createAirlock'
import {
  bringUpFrame,
  signIn,
  startTestAirlock,
  stopTestAirlock,
} from '../../testing/airlockHarness'
import { TEST_ADDRESS } from '../../testing/fakeFrame'

let airlock: AirlockInstance

beforeEach(() => {
  airlock = startTestAirlock()
})

afterEach(() => stopTestAirlock(airlock))

describe('email login flow', () => {
  it('VERIFY_OTP routes to EmailVerifyOtp with the email', async () => {
    const sent = airlock.connectEmail('ada@example.com')
    expect(airlock.stores.modal.getState().loading).toBe(true)
    await bringUpFrame()
    await expect(sent).resolves.toBe('VERIFY_OTP')
    expect(airlock.stores.router.getState()).toMatchObject({
      view: 'EmailVerifyOtp',
      history: ['Connect', 'EmailVerifyOtp'],
      data: { email: 'ada@example.com' },
    })
    expect(airlock.stores.modal.getState().loading).toBe(false)
  })

  it('VERIFY_DEVICE routes to EmailVerifyDevice, then to EmailVerifyOtp once the device is approved', async () => {
    const sent = airlock.connectEmail('ada@example.com')
    await bringUpFrame({
      CONNECT_EMAIL: { success: { action: 'VERIFY_DEVICE' } },
      CONNECT_DEVICE: { success: {} },
    })
    await sent
    expect(airlock.stores.router.getState().view).toBe('EmailVerifyDevice')
    await airlock.approveDevice()
    expect(airlock.stores.router.getState()).toMatchObject({
      view: 'EmailVerifyOtp',
      history: ['Connect', 'EmailVerifyOtp'],
      data: { email: 'ada@example.com' },
    })
  })

  it('a device approval that times out goes back', async () => {
    const sent = airlock.connectEmail('ada@example.com')
    await bringUpFrame({
      CONNECT_EMAIL: { success: { action: 'VERIFY_DEVICE' } },
      CONNECT_DEVICE: 'silent',
    })
    await sent
    const approval = airlock.approveDevice()
    const assertion = expect(approval).rejects.toThrow('Embedded Wallet Request Timed Out')
    await vi.advanceTimersByTimeAsync(30_000)
    await assertion
    expect(airlock.stores.router.getState().view).toBe('Connect')
  })

  it('verify → GET_USER → account and connection connected → Account', async () => {
    const frame = await signIn(airlock)
    expect(frame.last('GET_USER')?.payload).toEqual({
      chainId: 31337,
      preferredAccountType: 'eoa',
      rpcUrl: 'http://127.0.0.1:8545',
    })
    expect(airlock.getAccount('eip155')).toMatchObject({
      address: TEST_ADDRESS,
      caipAddress: `eip155:31337:${TEST_ADDRESS}`,
      status: 'connected',
      connectorId: 'AUTH',
    })
    expect(airlock.stores.connection.getState()).toMatchObject({
      status: 'connected',
      current: { connectorId: 'AUTH', namespace: 'eip155', address: TEST_ADDRESS },
    })
    expect(airlock.stores.router.getState()).toMatchObject({
      view: 'Account',
      history: ['Account'],
    })
  })

  it('a wrong code leaves the user disconnected with the error, on the code view', async () => {
    const sent = airlock.connectEmail('ada@example.com')
    await bringUpFrame({ CONNECT_OTP: { error: 'Invalid code' } })
    await sent
    await expect(airlock.verifyOtp('000000')).rejects.toThrow('Invalid code')
    expect(airlock.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      error: 'Invalid code',
    })
    expect(airlock.stores.router.getState().view).toBe('EmailVerifyOtp')
  })

  it('CONNECT (session already there) signs in without a code', async () => {
    const sent = airlock.connectEmail('ada@example.com')
    await bringUpFrame({ CONNECT_EMAIL: { success: { action: 'CONNECT' } } })
    await expect(sent).resolves.toBe('CONNECT')
    expect(airlock.stores.connection.getState().status).toBe('connected')
    expect(airlock.stores.router.getState().view).toBe('Account')
  })

  it("a second email within 30 s: 'Please try again after N seconds'", async () => {
    const sent = airlock.connectEmail('ada@example.com')
    await bringUpFrame()
    await sent
    await vi.advanceTimersByTimeAsync(4_200)
    await expect(airlock.connectEmail('ada@example.com')).rejects.toThrow(
      'Please try again after 26 seconds',
    )
    expect(airlock.stores.modal.getState().loading).toBe(false)
  })
})
