import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AirlockEvent } from '../../../core/airlockEvents'
import { signIn } from '../../../core/testing/airlockHarness'
import { installHookHarness, renderAirlockHook } from '../../hooks/hookHarness'
import { useDisconnect } from './useDisconnect'

const harness = installHookHarness()

describe('useDisconnect', () => {
  it('disconnects the embedded wallet and reports DISCONNECT_SUCCESS', async () => {
    const { airlock } = harness
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
