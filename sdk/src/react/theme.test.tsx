import { act, cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestAirlock } from '../core/testing/airlockHarness'
import { mountTestModal } from './modal/modalHarness'
import { darkTheme, lightTheme, themeTokens } from './theme'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('themeTokens', () => {
  it('gives the light and dark palettes', () => {
    expect(themeTokens('light')['--al-bg']).toBe('#ffffff')
    expect(themeTokens('dark')['--al-bg']).toBe('#141414')
    expect(themeTokens('dark')['--al-fg']).toBe(darkTheme['--al-fg'])
    expect(Object.keys(lightTheme).sort()).toEqual(Object.keys(darkTheme).sort())
  })

  it('maps the --w3m-* options onto ours and keeps any other variable as given', () => {
    const tokens = themeTokens('light', {
      '--w3m-accent': '#ff007a',
      '--w3m-z-index': 9000,
      '--w3m-font-family': 'Georgia, serif',
      '--al-bg': '#fafafa',
      color: 'red',
    })
    expect(tokens).toMatchObject({
      '--al-accent': '#ff007a',
      '--al-z': '9000',
      '--al-font': 'Georgia, serif',
      '--al-bg': '#fafafa',
    })
    expect(tokens).not.toHaveProperty('color')
  })

  it('keeps the modal under the secure frame, whatever z-index the dapp asks for', () => {
    expect(themeTokens('light', { '--w3m-z-index': 2147483647 })['--al-z']).toBe('2147483646')
    expect(themeTokens('dark', { '--al-z': '99999999999' })['--al-z']).toBe('2147483646')
    expect(themeTokens('light', { '--w3m-z-index': 10 })['--al-z']).toBe('10')
  })
})

describe('the modal root', () => {
  it('switches its variables with the theme mode and the theme variables', async () => {
    vi.useFakeTimers()
    const airlock = createTestAirlock({
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#ff007a' },
    })
    const modal = await mountTestModal(airlock)
    const root = modal.root.querySelector<HTMLElement>('.al-root')
    if (!root) throw new Error('no root')
    expect(root.dataset.theme).toBe('light')
    expect(root.style.getPropertyValue('--al-bg')).toBe('#ffffff')
    expect(root.style.getPropertyValue('--al-accent')).toBe('#ff007a')
    await act(async () => airlock.setThemeMode('dark'))
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--al-bg')).toBe('#141414')
    expect(root.style.getPropertyValue('--al-color-scheme')).toBe('dark')
    await act(async () => airlock.setThemeVariables({ '--w3m-accent': '#00aa55' }))
    expect(root.style.getPropertyValue('--al-accent')).toBe('#00aa55')
    modal.unmount()
    airlock.destroy()
  })
})
