import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../core/createAirlock'
import { bringUpFrame, startTestAirlock } from '../../core/testing/airlockHarness'
import { mountedFrames } from '../../core/testing/fakeFrame'
import { mountTestModal, stopTestModal, type TestModal } from '../testing/modalHarness'

let airlock: AirlockInstance
let modal: TestModal

beforeEach(async () => {
  airlock = startTestAirlock()
  modal = await mountTestModal(airlock)
  await act(async () => airlock.open())
})

afterEach(() => stopTestModal(modal, airlock))

const email = () => modal.ui.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
const type = (value: string) => fireEvent.change(email(), { target: { value } })
const submit = () =>
  act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Continue' })))

describe('Connect view', () => {
  it('says "Invalid email" for a bad address and sends nothing', async () => {
    type('ada@example')
    await submit()
    expect(modal.ui.getByRole('alert').textContent).toBe('Invalid email')
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(email().getAttribute('aria-describedby')).toBe(modal.ui.getByRole('alert').id)
    expect(modal.root.activeElement).toBe(email())
    expect(mountedFrames()).toHaveLength(0)
  })

  it('says "Invalid email" for an empty field', async () => {
    await submit()
    expect(modal.ui.getByRole('alert').textContent).toBe('Invalid email')
  })

  it('clears the message as soon as the user edits', async () => {
    type('nope')
    await submit()
    type('nope@')
    expect(modal.ui.queryByRole('alert')).toBeNull()
    expect(email().getAttribute('aria-invalid')).toBeNull()
  })

  it('sends a valid email (trimmed) and moves to the code view', async () => {
    const connect = vi.spyOn(airlock, 'connectEmail')
    type('  ada@example.com ')
    await submit()
    expect(connect).toHaveBeenCalledWith('ada@example.com')
    expect(modal.ui.getByRole('button', { name: 'Continue' }).getAttribute('aria-busy')).toBe(
      'true',
    )
    await act(async () => {
      await bringUpFrame()
    })
    expect(airlock.stores.router.getState().view).toBe('EmailVerifyOtp')
    expect(modal.ui.getByRole('heading', { name: 'Confirm Email' })).toBeTruthy()
  })

  it('shows the frame’s error under the field', async () => {
    type('ada@example.com')
    await submit()
    await act(async () => {
      await bringUpFrame({ CONNECT_EMAIL: { error: 'Unauthorized: origin not allowed' } })
    })
    expect(modal.ui.getByRole('alert').textContent).toMatch(/.+/)
    expect(airlock.stores.router.getState().view).toBe('Connect')
  })

  it('has a wallets section under the email form', () => {
    expect(modal.ui.getByTestId('wallets')).toBeTruthy()
  })
})
