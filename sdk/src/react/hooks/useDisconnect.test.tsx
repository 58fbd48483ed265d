import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AirlockEvent } from '../../core/airlockEvents'
import type { AirlockInstance } from '../../core/createAirlock'
import { signIn, startTestAirlock, stopTestAirlock } from '../../core/testing/airlockHarness'
import { renderAirlockHook } from './hookHarness'
import { useDisconnect } from './useDisconnect'

let airlock: AirlockInstance

beforeEach(() => {
  airlock = startTestAirlock()
})

afterEach(() => {
  cleanup()
  stopTestAirlock(airlock)
})

describe('useDisconnect', () => {
  it('disconnects the embedded wallet and reports DISCONNECT_SUCCESS', async () => {
    const events: AirlockEvent['type'][] = []
    airlock.subscribeEvents((event) => events.push(event.type))
    const { result } = renderAirlockHook(airlock, useDisconnect)
    await act(async () => {
      await signIn(airlock)
    })
    expect(airlock.getState().status).toBe('connected')
    await act(() => result.current.disconnect())
    expect(airlock.getState()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(events).toContain('DISCONNECT_SUCCESS')
  })
})
