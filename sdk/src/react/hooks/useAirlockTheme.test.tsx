import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AirlockInstance } from '../../core/createAirlock'
import { startTestAirlock, stopTestAirlock } from '../../core/testing/airlockHarness'
import { renderAirlockHook } from './hookHarness'
import { useAirlockTheme } from './useAirlockTheme'

let airlock: AirlockInstance

beforeEach(() => {
  airlock = startTestAirlock({ themeVariables: { '--w3m-accent': '#ff0000' } })
})

afterEach(() => {
  cleanup()
  stopTestAirlock(airlock)
})

describe('useAirlockTheme', () => {
  it('reads and sets the theme mode and variables of the instance', () => {
    const { result } = renderAirlockHook(airlock, useAirlockTheme)
    expect(result.current.themeMode).toBe('light')
    expect(result.current.themeVariables).toEqual({ '--w3m-accent': '#ff0000' })
    act(() => result.current.setThemeMode('dark'))
    act(() => result.current.setThemeVariables({ '--w3m-z-index': 10 }))
    expect(result.current.themeMode).toBe('dark')
    expect(result.current.themeVariables).toEqual({ '--w3m-z-index': 10 })
    expect(airlock.getState().themeMode).toBe('dark')
  })

  it('re-renders only when the theme changes', () => {
    const { counter } = renderAirlockHook(airlock, useAirlockTheme)
    const before = counter.renders
    act(() => airlock.open())
    expect(counter.renders).toBe(before)
    act(() => airlock.setThemeMode('dark'))
    expect(counter.renders).toBe(before + 1)
  })
})
