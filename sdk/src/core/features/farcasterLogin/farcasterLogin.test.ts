import { ErrorCatalogue } from '@airlock/protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameStorageKeys } from '../../clients/frame/frameStorage'
import type { AirlockInstance } from '../../createAirlock'
import { startTestAirlock, stopTestAirlock } from '../../testing/airlockHarness'
import {
  bringUpFrame as bringUpFakeFrame,
  type FakeFrame,
  type FakeHandlers,
  mountedFrames,
  TEST_ADDRESS,
} from '../../testing/fakeFrame'
import { FARCASTER_URL, farcasterFrameHandlers } from './fakeFarcasterFrame'

let airlock: AirlockInstance

beforeEach(() => {
  airlock = startTestAirlock()
})
afterEach(() => {
  stopTestAirlock(airlock)
})

const account = () => airlock.stores.chains.getState().chains.eip155?.account

/** Starts a Farcaster sign-in and brings the fake secure site up; resolves once GET_FARCASTER_URI is answered. */
async function start(handlers: FakeHandlers = {}) {
  const login = airlock.connectFarcaster()
  const outcome = login.then(
    () => 'connected',
    (error: Error) => error.message,
  )
  await vi.waitFor(() => expect(mountedFrames()).toHaveLength(1))
  const frame = await bringUpFakeFrame({ ...farcasterFrameHandlers(), ...handlers })
  await vi.advanceTimersByTimeAsync(0)
  return { frame, outcome }
}

/** The user approves in their Farcaster app: the frame answers the open CONNECT_FARCASTER. */
function approve(frame: FakeFrame, userName = 'ada') {
  const request = frame.last('CONNECT_FARCASTER')
  if (!request) throw new Error('no CONNECT_FARCASTER was sent')
  frame.succeed(request, { userName })
}

describe('Farcaster sign-in', () => {
  it('shows the sign-in URL, then connects the embedded wallet as a Farcaster social login', async () => {
    const { frame, outcome } = await start()
    expect(airlock.stores.router.getState()).toMatchObject({
      view: 'ConnectingFarcaster',
      data: { socialProvider: 'farcaster' },
    })
    expect(airlock.stores.socialLogin.getState()).toMatchObject({
      provider: 'farcaster',
      status: 'waiting',
    })
    expect(account()?.farcasterUrl).toBe(FARCASTER_URL)
    expect(frame.names().filter((name) => name.includes('FARCASTER'))).toEqual([
      'GET_FARCASTER_URI',
      'CONNECT_FARCASTER',
    ])
    // Minutes may pass: nothing times out on the host before its ceiling.
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(airlock.stores.socialLogin.getState().status).toBe('waiting')

    approve(frame, 'ada')
    await expect(outcome).resolves.toBe('connected')
    expect(frame.last('GET_USER')?.payload).toMatchObject({ chainId: 31337 })
    expect(airlock.getState()).toMatchObject({ status: 'connected', address: TEST_ADDRESS })
    expect(account()).toMatchObject({
      socialProvider: 'farcaster',
      user: { userName: 'ada' },
      farcasterUrl: undefined,
    })
    expect(airlock.stores.router.getState().history).toEqual(['Account'])
    expect(localStorage.getItem(FrameStorageKeys.connectedSocial)).toBe('farcaster')
    expect(localStorage.getItem(FrameStorageKeys.socialUsername)).toBe('ada')
    expect(localStorage.getItem(FrameStorageKeys.emailLoginUsed)).toBe('true')
  })

  it('keeps the frame’s error in the view when it gives no URL, and sends no CONNECT_FARCASTER', async () => {
    const { frame, outcome } = await start({
      GET_FARCASTER_URI: { error: 'farcaster is not enabled on this secure site' },
    })
    await expect(outcome).resolves.toBe('farcaster is not enabled on this secure site')
    expect(airlock.stores.socialLogin.getState()).toMatchObject({
      provider: 'farcaster',
      status: 'failed',
      error: 'farcaster is not enabled on this secure site',
    })
    expect(airlock.stores.router.getState().view).toBe('ConnectingFarcaster')
    expect(frame.names()).not.toContain('CONNECT_FARCASTER')
  })

  it('refuses a URL that is not a web page (javascript:) before showing or linking it', async () => {
    const { frame, outcome } = await start({
      GET_FARCASTER_URI: { success: { url: 'javascript:alert(1)' } },
    })
    await expect(outcome).resolves.toBe('The secure site gave no valid Farcaster URL')
    expect(account()?.farcasterUrl).toBeUndefined()
    expect(frame.names()).not.toContain('CONNECT_FARCASTER')
  })

  it('a failed sign-in (flow expired): SPEC §8 message, signed out, back to Connect', async () => {
    const { frame, outcome } = await start()
    const request = frame.last('CONNECT_FARCASTER')
    if (request) frame.fail(request, 'The Farcaster sign-in expired')
    await expect(outcome).resolves.toBe(ErrorCatalogue.AUTH_INIT_FAILED)
    expect(airlock.stores.toast.getState()).toMatchObject({
      message: ErrorCatalogue.AUTH_INIT_FAILED,
      variant: 'error',
    })
    expect(frame.names()).toContain('SIGN_OUT')
    expect(frame.names()).not.toContain('GET_USER')
    expect(airlock.stores.router.getState().view).toBe('Connect')
    expect(airlock.getState().status).toBe('disconnected')
    expect(account()?.farcasterUrl).toBeUndefined()
    expect(airlock.stores.socialLogin.getState().status).toBe('idle')
  })

  it('a failed GET_USER after the approval signs out too', async () => {
    const { frame, outcome } = await start({ GET_USER: { error: 'No user' } })
    approve(frame)
    await expect(outcome).resolves.toBe(ErrorCatalogue.AUTH_INIT_FAILED)
    expect(frame.names()).toContain('SIGN_OUT')
    expect(localStorage.getItem(FrameStorageKeys.connectedSocial)).toBeNull()
    expect(airlock.stores.router.getState().view).toBe('Connect')
  })

  it('Cancel ends the attempt at once; an approval that comes later never connects and is signed out', async () => {
    const { frame, outcome } = await start()
    await airlock.cancelFarcaster()
    await expect(outcome).resolves.toBe('Request was aborted')
    expect(airlock.stores.router.getState().view).toBe('Connect')
    expect(airlock.stores.socialLogin.getState().status).toBe('idle')
    expect(account()?.farcasterUrl).toBeUndefined()

    approve(frame)
    await vi.waitFor(() => expect(frame.names()).toContain('SIGN_OUT'))
    expect(frame.names()).not.toContain('GET_USER')
    expect(airlock.getState().status).toBe('disconnected')
    expect(account()?.status).toBe('disconnected')
    expect(localStorage.getItem(FrameStorageKeys.connectedSocial)).toBeNull()
  })

  it('Try again replaces the attempt: the first one ends, the second one connects', async () => {
    const { frame, outcome } = await start()
    const again = airlock.connectFarcaster()
    await expect(outcome).resolves.toBe('Request was aborted')
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.names().filter((name) => name === 'GET_FARCASTER_URI')).toHaveLength(2)
    approve(frame, 'bob')
    await again
    expect(account()?.user?.userName).toBe('bob')
    // One view in history, not one per attempt.
    expect(airlock.stores.router.getState().history).toEqual(['Account'])
  })

  it('the instance’s end settles an attempt without a toast or a sign-out', async () => {
    const { frame, outcome } = await start()
    airlock.destroy()
    await expect(outcome).resolves.toBe('Request was aborted')
    expect(frame.names()).not.toContain('SIGN_OUT')
  })
})
