import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installHookHarness, renderAirlockHook } from './hookHarness'
import { useAirlockTheme } from './useAirlockTheme'

const harness = installHookHarness({ themeVariables: { '--w3m-accent': '#ff0000' } })

describe('useAirlockTheme', () => {
  it('reads and sets the theme mode and variables of the instance', () => {
    const { airlock } = harness
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
    const { airlock } = harness
    const { counter } = renderAirlockHook(airlock, useAirlockTheme)
    const before = counter.renders
    act(() => airlock.open())
    expect(counter.renders).toBe(before)
    act(() => airlock.setThemeMode('dark'))
    expect(counter.renders).toBe(before + 1)
  })
})
