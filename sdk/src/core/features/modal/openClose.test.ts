import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../createAirlock'
import { localhost2 } from '../../networks/localhost'
import { signIn, startTestAirlock, stopTestAirlock } from '../../testing/airlockHarness'
import { TEST_ADDRESS } from '../../testing/fakeFrame'

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

describe('open without adapters (basic: WalletConnect only)', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148'
  const caipAddress = `eip155:31337:${TEST_ADDRESS}` as const

  beforeEach(() => {
    stopTestAirlock(airlock)
    airlock = startTestAirlock({ basic: true })
  })

  afterEach(() => {
    vi.restoreAllMocks()
    Reflect.deleteProperty(window, 'matchMedia')
  })

  /** An account as a WalletConnect session would leave it (that connector comes with its own issue). */
  function holdAddress(status: 'connected' | 'connecting') {
    airlock.stores.chains
      .getState()
      .setAccount('eip155', { address: TEST_ADDRESS, caipAddress, status: 'connected' })
    if (status === 'connected')
      airlock.stores.connection.getState().connected({
        connectorId: 'walletConnect',
        namespace: 'eip155',
        address: TEST_ADDRESS,
        caipAddress,
      })
    else airlock.stores.connection.getState().startConnecting()
  }

  it('shows the basic WalletConnect view on desktop', () => {
    airlock.open()
    expect(airlock.getState()).toMatchObject({ open: true, view: 'ConnectingWalletConnectBasic' })
  })

  it('shows AllWallets on a coarse pointer', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(pointer: coarse)' }),
    })
    airlock.open()
    expect(airlock.getState().view).toBe('AllWallets')
  })

  it('shows AllWallets for a mobile user agent', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
    airlock.open()
    expect(airlock.getState().view).toBe('AllWallets')
  })

  it('shows Account once connected, and Connect while an address is held but not yet connected', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
    holdAddress('connecting')
    airlock.open()
    expect(airlock.getState().view).toBe('Connect')
    airlock.close()
    holdAddress('connected')
    airlock.open()
    expect(airlock.getState().view).toBe('Account')
  })

  it('still opens a forced view with its data', () => {
    airlock.open({ view: 'Networks', data: { network: localhost2 } })
    expect(airlock.stores.router.getState()).toMatchObject({
      view: 'Networks',
      data: { network: localhost2 },
    })
  })

  it('is off by default: a dapp with connectors opens Connect on mobile too', () => {
    stopTestAirlock(airlock)
    airlock = startTestAirlock()
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
    airlock.open()
    expect(airlock.getState().view).toBe('Connect')
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
