import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../createAirlock'
import { signIn, startTestAirlock, stopTestAirlock } from '../testing/airlockHarness'
import { TEST_ADDRESS } from '../testing/fakeFrame'

let airlock: AirlockInstance

beforeEach(() => {
  airlock = startTestAirlock()
})

afterEach(() => stopTestAirlock(airlock))

describe('open', () => {
  it('shows Connect when disconnected and Account when connected', async () => {
    airlock.open()
    expect(airlock.getState()).toMatchObject({ open: true, view: 'Connect' })
    airlock.close()
    await signIn(airlock)
    airlock.open()
    expect(airlock.getState()).toMatchObject({ open: true, view: 'Account' })
  })

  it('opens a forced view with its data', () => {
    airlock.open({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } })
    expect(airlock.stores.router.getState()).toMatchObject({
      view: 'EmailVerifyOtp',
      data: { email: 'ada@example.com' },
    })
  })
})

describe('close', () => {
  it('is refused on ApproveTransaction unless forced, and the modal shakes', () => {
    airlock.open({ view: 'ApproveTransaction' })
    expect(airlock.close()).toBe(false)
    expect(airlock.getState().open).toBe(true)
    expect(airlock.stores.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(500)
    expect(airlock.stores.modal.getState().shake).toBe(false)
    expect(airlock.close({ force: true })).toBe(true)
    expect(airlock.getState()).toMatchObject({ open: false, view: 'Connect' })
  })

  it('returns to Account when connected, Connect otherwise', async () => {
    airlock.open({ view: 'EmailVerifyOtp' })
    airlock.close()
    expect(airlock.stores.router.getState().view).toBe('Connect')
    await signIn(airlock)
    airlock.open({ view: 'Networks' })
    airlock.close()
    expect(airlock.stores.router.getState().view).toBe('Account')
  })

  it('aborts open requests that need approval and keeps safe ones running', async () => {
    const frame = await signIn(airlock)
    frame.handle({ RPC_REQUEST: 'silent' })
    const provider = airlock.getProvider('eip155')
    const sign = provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', TEST_ADDRESS],
    })
    const balance = provider.request({ method: 'eth_getBalance', params: [TEST_ADDRESS, 'latest'] })
    expect(airlock.stores.router.getState().view).toBe('ApproveTransaction')
    expect(airlock.close({ force: true })).toBe(true)
    await expect(sign).rejects.toMatchObject({ code: 4001, message: 'Request was aborted' })
    const request = frame.posted.find(
      (entry) => (entry.payload as { method?: string }).method === 'eth_getBalance',
    )
    if (!request) throw new Error('eth_getBalance not sent')
    frame.succeed(request, '0x0de0b6b3a7640000')
    await expect(balance).resolves.toBe('0x0de0b6b3a7640000')
  })
})

describe('approval view', () => {
  it('opens ApproveTransaction for a signature and closes again when it is answered', async () => {
    const frame = await signIn(airlock)
    frame.handle({ RPC_REQUEST: { success: '0xsignature' } })
    const sign = airlock
      .getProvider('eip155')
      .request({ method: 'personal_sign', params: ['0x68', TEST_ADDRESS] })
    expect(airlock.getState()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    await expect(sign).resolves.toBe('0xsignature')
    expect(airlock.getState()).toMatchObject({ open: false, view: 'Account' })
  })

  it('returns to the previous view when the modal was already open', async () => {
    const frame = await signIn(airlock)
    frame.handle({ RPC_REQUEST: { success: '0xhash' } })
    airlock.open({ view: 'WalletSend' })
    const send = airlock
      .getProvider('eip155')
      .request({ method: 'eth_sendTransaction', params: [{ to: TEST_ADDRESS }] })
    expect(airlock.stores.router.getState().view).toBe('ApproveTransaction')
    await send
    expect(airlock.getState()).toMatchObject({ open: true, view: 'WalletSend' })
  })

  it('a read opens nothing', async () => {
    const frame = await signIn(airlock)
    frame.handle({ RPC_REQUEST: { success: '0x1' } })
    await airlock.getProvider('eip155').request({ method: 'eth_blockNumber' })
    expect(airlock.getState().open).toBe(false)
  })
})
