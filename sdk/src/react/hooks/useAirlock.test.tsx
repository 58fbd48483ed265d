import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../core/createAirlock'
import { startTestAirlock, stopTestAirlock } from '../../core/testing/airlockHarness'
import { renderAirlockHook } from './hookHarness'
import { useAirlock } from './useAirlock'

let airlock: AirlockInstance

function Orphan() {
  useAirlock()
  return null
}

beforeEach(() => {
  airlock = startTestAirlock()
})

afterEach(() => {
  cleanup()
  stopTestAirlock(airlock)
})

describe('useAirlock', () => {
  it('opens (on a forced view) and closes the modal', () => {
    const { result } = renderAirlockHook(airlock, useAirlock)
    act(() => result.current.open())
    expect(airlock.getState()).toMatchObject({ open: true, view: 'Connect' })
    act(() => result.current.open({ view: 'AllWallets' }))
    expect(airlock.getState().view).toBe('AllWallets')
    let closed: boolean | undefined
    act(() => {
      closed = result.current.close()
    })
    expect(closed).toBe(true)
    expect(airlock.getState().open).toBe(false)
  })

  it('keeps its functions across store changes (safe in effect dependencies)', () => {
    const { result } = renderAirlockHook(airlock, useAirlock)
    const first = result.current
    act(() => airlock.open())
    expect(result.current).toBe(first)
  })

  it('says so when used outside a provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Orphan />)).toThrow('Airlock hooks must be used inside <AirlockProvider>')
    error.mockRestore()
  })
})
