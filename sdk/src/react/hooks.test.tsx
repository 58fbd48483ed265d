import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../core/createAirlock'
import { createTestAirlock, signIn } from '../core/testing/airlockHarness'
import { TEST_ADDRESS } from '../core/testing/fakeFrame'
import { AirlockProvider } from './AirlockProvider'
import { useAirlock, useAirlockAccount } from './hooks'

let airlock: AirlockInstance

beforeEach(() => {
  vi.useFakeTimers()
  airlock = createTestAirlock()
})

afterEach(() => {
  cleanup()
  airlock.destroy()
  vi.useRealTimers()
  localStorage.clear()
  document.body.innerHTML = ''
})

function Account() {
  const { address, caipAddress, status, isConnected } = useAirlockAccount()
  const { open, close } = useAirlock()
  return (
    <>
      <p data-testid="account">{[status, String(isConnected), address, caipAddress].join('|')}</p>
      <button type="button" onClick={() => open()}>
        open
      </button>
      <button type="button" onClick={() => close()}>
        close
      </button>
    </>
  )
}

describe('hooks', () => {
  it('useAirlockAccount follows the active account', async () => {
    render(
      <AirlockProvider instance={airlock} modal={false}>
        <Account />
      </AirlockProvider>,
    )
    expect(screen.getByTestId('account').textContent).toBe('disconnected|false||')
    await act(async () => {
      await signIn(airlock)
    })
    expect(screen.getByTestId('account').textContent).toBe(
      `connected|true|${TEST_ADDRESS}|eip155:31337:${TEST_ADDRESS}`,
    )
  })

  it('useAirlock opens and closes the modal', async () => {
    render(
      <AirlockProvider instance={airlock} modal={false}>
        <Account />
      </AirlockProvider>,
    )
    await act(async () => screen.getByRole('button', { name: 'open' }).click())
    expect(airlock.getState().open).toBe(true)
    await act(async () => screen.getByRole('button', { name: 'close' }).click())
    expect(airlock.getState().open).toBe(false)
  })

  it('hooks outside a provider say so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Account />)).toThrow('Airlock hooks must be used inside <AirlockProvider>')
    error.mockRestore()
  })
})
