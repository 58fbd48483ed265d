import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../core/createAirlock'
import { signIn, startTestAirlock } from '../../core/testing/airlockHarness'
import type { FakeFrame } from '../../core/testing/fakeFrame'
import { readNativeBalance } from '../readNativeBalance'
import { mountTestModal, stopTestModal, type TestModal, tick } from '../testing/modalHarness'

vi.mock('../readNativeBalance', () => ({ readNativeBalance: vi.fn() }))
const balanceRead = vi.mocked(readNativeBalance)

let airlock: AirlockInstance
let modal: TestModal
let frame: FakeFrame
const writeText = vi.fn(async (_text: string) => {})

beforeEach(async () => {
  balanceRead.mockReset()
  balanceRead.mockResolvedValue(1_234_567_890_000_000_000n)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  airlock = startTestAirlock()
  frame = await signIn(airlock)
  modal = await mountTestModal(airlock)
  await act(async () => airlock.open())
  await tick()
})

afterEach(() => stopTestModal(modal, airlock))

describe('Account view', () => {
  it('shows the truncated address, the network and the balance with 3 decimals', () => {
    expect(airlock.stores.router.getState().view).toBe('Account')
    const address = modal.ui.getByTestId('account-address')
    expect(address.textContent).toBe('0x5a0b…029c4c')
    expect(address.getAttribute('title')).toBe('0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c')
    expect(modal.ui.getByText('Localhost')).toBeTruthy()
    expect(modal.ui.getByTestId('balance').textContent).toBe('1.234 ETH')
    expect(balanceRead).toHaveBeenCalledWith(
      'http://127.0.0.1:8545',
      '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c',
      expect.any(AbortSignal),
    )
    expect(modal.ui.getByText('ada@example.com')).toBeTruthy()
  })

  it('"Copy address" copies the full address', async () => {
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Copy address' })))
    expect(writeText).toHaveBeenCalledWith('0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c')
    expect(airlock.stores.toast.getState()).toMatchObject({ open: true, message: 'Address copied' })
  })

  it('a failed balance read shows "Token Balance Unavailable"', async () => {
    balanceRead.mockRejectedValueOnce(new Error('fetch failed'))
    await act(async () => airlock.close())
    await act(async () => airlock.open())
    await tick()
    expect(airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
  })

  it('"Disconnect" signs out and closes the modal', async () => {
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Disconnect' })))
    await tick()
    expect(frame.names()).toContain('SIGN_OUT')
    expect(airlock.getState()).toMatchObject({ status: 'disconnected', open: false })
  })
})
