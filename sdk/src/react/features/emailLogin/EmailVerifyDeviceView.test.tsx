import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AirlockInstance } from '../../../core/createAirlock'
import { bringUpFrame, startTestAirlock } from '../../../core/testing/airlockHarness'
import type { FakeFrame } from '../../../core/testing/fakeFrame'
import { mountTestModal, stopTestModal, type TestModal, tick } from '../../modal/modalHarness'

let airlock: AirlockInstance
let modal: TestModal

beforeEach(async () => {
  airlock = startTestAirlock()
  modal = await mountTestModal(airlock)
})

afterEach(() => stopTestModal(modal, airlock))

async function reachDeviceView(device: 'silent' | { success: object }): Promise<FakeFrame> {
  await act(async () => airlock.open())
  const sent = airlock.connectEmail('ada@example.com')
  let frame: FakeFrame | undefined
  await act(async () => {
    frame = await bringUpFrame({
      CONNECT_EMAIL: { success: { action: 'VERIFY_DEVICE' } },
      CONNECT_DEVICE: device,
    })
    await sent
  })
  if (!frame) throw new Error('no frame')
  return frame
}

describe('EmailVerifyDevice view', () => {
  it('asks to approve the device, waits, then shows the code view', async () => {
    const frame = await reachDeviceView('silent')
    expect(modal.ui.getByRole('heading', { name: 'Register Device' })).toBeTruthy()
    expect(modal.ui.getByText('ada@example.com')).toBeTruthy()
    expect(frame.names().filter((name) => name === 'CONNECT_DEVICE')).toHaveLength(1)
    const request = frame.last('CONNECT_DEVICE')
    if (!request) throw new Error('no CONNECT_DEVICE')
    await act(async () => frame.succeed(request, {}))
    await tick()
    expect(airlock.stores.router.getState().view).toBe('EmailVerifyOtp')
    expect(modal.ui.getByRole('heading', { name: 'Confirm Email' })).toBeTruthy()
  })

  it('a timed-out approval goes back with a toast', async () => {
    await reachDeviceView('silent')
    await tick(30_000)
    expect(airlock.stores.router.getState().view).toBe('Connect')
    expect(airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Embedded Wallet Request Timed Out',
    })
    expect(modal.ui.getByRole('alert').textContent).toContain('Embedded Wallet Request Timed Out')
  })
})
