import { act } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { bringUpFrame } from '../../../core/testing/airlockHarness'
import { mountedFrames } from '../../../core/testing/fakeFrame'
import {
  email,
  installConnectViewHarness,
  openConnect,
  submit,
  typeEmail,
} from './connectViewHarness'

installConnectViewHarness()

describe('Connect view: email', () => {
  it('says "Invalid email" for a bad address and sends nothing', async () => {
    const { modal } = await openConnect()
    typeEmail('ada@example')
    await submit()
    expect(modal.ui.getByRole('alert').textContent).toBe('Invalid email')
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(email().getAttribute('aria-describedby')).toBe(modal.ui.getByRole('alert').id)
    expect(modal.root.activeElement).toBe(email())
    expect(mountedFrames()).toHaveLength(0)
  })

  it('says "Invalid email" for an empty field', async () => {
    const { modal } = await openConnect()
    await submit()
    expect(modal.ui.getByRole('alert').textContent).toBe('Invalid email')
  })

  it('clears the message as soon as the user edits', async () => {
    const { modal } = await openConnect()
    typeEmail('nope')
    await submit()
    typeEmail('nope@')
    expect(modal.ui.queryByRole('alert')).toBeNull()
    expect(email().getAttribute('aria-invalid')).toBeNull()
  })

  it('sends a valid email (trimmed) and moves to the code view', async () => {
    const { airlock, modal } = await openConnect()
    const connect = vi.spyOn(airlock, 'connectEmail')
    typeEmail('  ada@example.com ')
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
    const { airlock, modal } = await openConnect()
    typeEmail('ada@example.com')
    await submit()
    await act(async () => {
      await bringUpFrame({ CONNECT_EMAIL: { error: 'Unauthorized: origin not allowed' } })
    })
    expect(modal.ui.getByRole('alert').textContent).toMatch(/.+/)
    expect(airlock.stores.router.getState().view).toBe('Connect')
  })

  it('with no wallet anywhere (no extension, no catalogue) shows the email form alone', async () => {
    const { modal } = await openConnect()
    expect(modal.ui.queryByRole('list', { name: 'Wallets' })).toBeNull()
    expect(modal.ui.queryByRole('button', { name: 'All Wallets' })).toBeNull()
    expect(modal.root.activeElement).toBe(email())
  })
})
