import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../core/createAirlock'
import { localhost, localhost2 } from '../../core/networks/localhost'
import { bringUpFrame, createTestAirlock } from '../../core/testing/airlockHarness'
import { mountedFrames, TEST_ADDRESS } from '../../core/testing/fakeFrame'
import { AirlockProvider } from '../AirlockProvider'
import { useAirlockNetwork } from '../features/network/useAirlockNetwork'
import { useAirlockAccount } from './useAirlockAccount'
import { useAirlockState } from './useAirlockState'
import { useAirlockTheme } from './useAirlockTheme'

let first: AirlockInstance
let second: AirlockInstance

beforeEach(() => {
  vi.useFakeTimers()
  first = createTestAirlock({ networks: [localhost, localhost2] })
  second = createTestAirlock({ networks: [localhost, localhost2], themeMode: 'dark' })
})

afterEach(() => {
  cleanup()
  first.destroy()
  second.destroy()
  vi.useRealTimers()
  localStorage.clear()
  document.body.innerHTML = ''
})

function Summary({ name }: { name: string }) {
  const { status, address } = useAirlockAccount()
  const { chainId } = useAirlockNetwork()
  const { open } = useAirlockState()
  const { themeMode } = useAirlockTheme()
  return <p data-testid={name}>{[status, address ?? '-', chainId, open, themeMode].join('|')}</p>
}

describe('two providers with two instances in one page', () => {
  it('stay independent: each hook reads its own instance only', async () => {
    render(
      <>
        <AirlockProvider instance={first} modal={false}>
          <Summary name="first" />
        </AirlockProvider>
        <AirlockProvider instance={second} modal={false}>
          <Summary name="second" />
        </AirlockProvider>
      </>,
    )
    expect(screen.getByTestId('first').textContent).toBe('disconnected|-|31337|false|light')
    expect(screen.getByTestId('second').textContent).toBe('disconnected|-|31337|false|dark')

    // Sign the first instance in through its own frame; the second never sees it.
    await act(async () => {
      const sent = first.connectEmail('ada@example.com')
      // Frames are created on first use: the only one in the page is the first instance's.
      expect(mountedFrames()).toHaveLength(1)
      await bringUpFrame()
      await sent
      await first.verifyOtp('123456')
    })
    await act(() => second.switchNetwork(localhost2))
    act(() => second.open())

    expect(screen.getByTestId('first').textContent).toBe(
      `connected|${TEST_ADDRESS}|31337|false|light`,
    )
    expect(screen.getByTestId('second').textContent).toBe('disconnected|-|31338|true|dark')
  })
})
