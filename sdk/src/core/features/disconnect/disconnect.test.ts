import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameStorageKeys } from '../../clients/frame/frameStorage'
import type { AirlockInstance } from '../../createAirlock'
import { localhost } from '../../networks/localhost'
import { signIn, startTestAirlock, stopTestAirlock } from '../../testing/airlockHarness'

let airlock: AirlockInstance

beforeEach(() => {
  airlock = startTestAirlock()
})

afterEach(() => stopTestAirlock(airlock))

describe('disconnect', () => {
  it('clears the login cache before SIGN_OUT, waits at most 3 s, then resets the account and status', async () => {
    const frame = await signIn(airlock)
    expect(localStorage.getItem(FrameStorageKeys.emailLoginUsed)).toBe('true')
    let cacheWhenSent: (string | null)[] = []
    frame.on('SIGN_OUT', () => {
      cacheWhenSent = [
        localStorage.getItem(FrameStorageKeys.emailLoginUsed),
        localStorage.getItem(FrameStorageKeys.email),
      ]
      return 'silent'
    })
    let done = false
    const disconnecting = airlock.disconnect().then(() => {
      done = true
    })
    expect(frame.names()).toContain('SIGN_OUT')
    expect(cacheWhenSent).toEqual([null, null])
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    expect(airlock.stores.connection.getState().status).toBe('connected')
    await vi.advanceTimersByTimeAsync(1)
    await disconnecting
    expect(airlock.getAccount('eip155')).toMatchObject({
      address: undefined,
      status: 'disconnected',
      connectorId: undefined,
    })
    expect(airlock.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      current: undefined,
    })
    expect(airlock.stores.router.getState().view).toBe('Connect')
  })

  it('finishes as soon as the frame answers', async () => {
    await signIn(airlock)
    await airlock.disconnect()
    expect(airlock.stores.connection.getState().status).toBe('disconnected')
  })
})

describe('disconnect after the instance ended', () => {
  it('rejects with "Request was aborted" and asks the frame nothing', async () => {
    const frame = await signIn(airlock)
    airlock.destroy()
    await expect(airlock.disconnect()).rejects.toThrow('Request was aborted')
    await expect(airlock.switchNetwork(localhost)).rejects.toThrow('Request was aborted')
    expect(frame.names()).not.toContain('SIGN_OUT')
    expect(frame.names()).not.toContain('SWITCH_NETWORK')
  })
})
