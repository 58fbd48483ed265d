import { act, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { installHookHarness, renderAirlockHook } from './hookHarness'
import { useAirlock } from './useAirlock'

function Orphan() {
  useAirlock()
  return null
}

const harness = installHookHarness()

describe('useAirlock', () => {
  it('opens (on a forced view) and closes the modal', () => {
    const { airlock } = harness
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
    const { airlock } = harness
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
