import { describe, expect, it } from 'vitest'
import { DEFAULT_FRAME_TIMEOUTS, requestTimeout, resolveFrameTimeouts } from './frameTimeouts'

describe('frame timeouts', () => {
  it('defaults to SPEC §9: ready 20 s, init 500 ms, requests 30 s, sign-out 3 s', () => {
    expect(DEFAULT_FRAME_TIMEOUTS).toEqual({
      readyMs: 20_000,
      initDelayMs: 500,
      requestMs: 30_000,
      signOutMs: 3_000,
    })
  })

  it('takes valid overrides and ignores invalid ones', () => {
    expect(resolveFrameTimeouts({ readyMs: 5, requestMs: -1, signOutMs: Number.NaN })).toEqual({
      ...DEFAULT_FRAME_TIMEOUTS,
      readyMs: 5,
    })
  })

  it('gives the connect requests a rejecting 30 s deadline', () => {
    const timeouts = resolveFrameTimeouts()
    for (const name of [
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_SOCIAL_REDIRECT_URI',
    ] as const) {
      expect(requestTimeout(name, timeouts)).toEqual({ ms: 30_000, onTimeout: 'reject' })
    }
  })

  it('lets SIGN_OUT resolve after 3 s', () => {
    expect(requestTimeout('SIGN_OUT', resolveFrameTimeouts())).toEqual({
      ms: 3_000,
      onTimeout: 'resolve',
    })
  })

  it('gives other requests no protocol timeout unless the caller asks for one', () => {
    const timeouts = resolveFrameTimeouts()
    expect(requestTimeout('RPC_REQUEST', timeouts)).toBeUndefined()
    expect(requestTimeout('GET_USER', timeouts)).toBeUndefined()
    expect(requestTimeout('GET_USER', timeouts, 10)).toEqual({ ms: 10, onTimeout: 'reject' })
    expect(requestTimeout('SIGN_OUT', timeouts, 10)).toEqual({ ms: 10, onTimeout: 'resolve' })
  })
})
