import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameStorageKeys } from '../../clients/frame/frameStorage'
import type { AirlockInstance } from '../../createAirlock'
import { bringUpFrame, createTestAirlock } from '../../testing/airlockHarness'
import { mountedFrames, TEST_ADDRESS } from '../../testing/fakeFrame'

let airlock: AirlockInstance | undefined

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  airlock?.destroy()
  vi.useRealTimers()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('start-up connection check', () => {
  it('without a past email login: no iframe, no request, disconnected', async () => {
    airlock = createTestAirlock()
    await airlock.ready
    expect(mountedFrames()).toHaveLength(0)
    expect(airlock.getState().status).toBe('disconnected')
  })

  it('with the login-used flag: creates the iframe, IS_CONNECTED → GET_USER → connected', async () => {
    localStorage.setItem(FrameStorageKeys.emailLoginUsed, 'true')
    airlock = createTestAirlock()
    expect(mountedFrames()).toHaveLength(1)
    expect(airlock.getState().status).toBe('connecting')
    expect(airlock.getAccount('eip155')?.status).toBe('reconnecting')
    const frame = await bringUpFrame()
    await airlock.ready
    expect(frame.names()).toEqual([
      'SYNC_DAPP_DATA',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'SYNC_THEME',
      'IS_CONNECTED',
      'GET_USER',
    ])
    expect(frame.last('IS_CONNECTED')?.payload).toEqual({})
    expect(airlock.getState()).toMatchObject({ status: 'connected', address: TEST_ADDRESS })
  })

  it('when the frame has no session: disconnected and the login cache cleared', async () => {
    localStorage.setItem(FrameStorageKeys.emailLoginUsed, 'true')
    localStorage.setItem(FrameStorageKeys.email, 'ada@example.com')
    airlock = createTestAirlock()
    const frame = await bringUpFrame({ IS_CONNECTED: { success: { isConnected: false } } })
    await airlock.ready
    expect(frame.names()).not.toContain('GET_USER')
    expect(airlock.getState().status).toBe('disconnected')
    expect(airlock.getAccount('eip155')?.status).toBe('disconnected')
    expect(localStorage.getItem(FrameStorageKeys.emailLoginUsed)).toBeNull()
    expect(localStorage.getItem(FrameStorageKeys.email)).toBeNull()
  })

  it('when the frame never loads: an error toast, disconnected, the cache kept for the next visit', async () => {
    localStorage.setItem(FrameStorageKeys.emailLoginUsed, 'true')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    airlock = createTestAirlock()
    await vi.advanceTimersByTimeAsync(20_000)
    await airlock.ready
    expect(logged).toHaveBeenCalledWith(
      '[airlock] Network Error - Could not load embedded wallet',
      '',
    )
    logged.mockRestore()
    expect(airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Network Error - Could not load embedded wallet',
    })
    expect(airlock.getState().status).toBe('disconnected')
    expect(localStorage.getItem(FrameStorageKeys.emailLoginUsed)).toBe('true')
  })

  it('started from <head> (no body yet): waits for DOMContentLoaded before creating the iframe', async () => {
    localStorage.setItem(FrameStorageKeys.emailLoginUsed, 'true')
    const body = document.body
    body.remove()
    airlock = createTestAirlock()
    expect(airlock.getState().status).toBe('disconnected')
    document.documentElement.appendChild(body)
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await vi.advanceTimersByTimeAsync(0)
    expect(mountedFrames()).toHaveLength(1)
    await bringUpFrame()
    await airlock.ready
    expect(airlock.getState().status).toBe('connected')
  })

  it('destroyed before the body exists: never starts, and ready settles', async () => {
    localStorage.setItem(FrameStorageKeys.emailLoginUsed, 'true')
    const body = document.body
    body.remove()
    airlock = createTestAirlock()
    airlock.destroy()
    await airlock.ready
    document.documentElement.appendChild(body)
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await vi.advanceTimersByTimeAsync(0)
    expect(mountedFrames()).toHaveLength(0)
  })
})
