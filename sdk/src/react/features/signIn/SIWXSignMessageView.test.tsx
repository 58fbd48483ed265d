import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../../core/createAirlock'
import { createDefaultSiwx } from '../../../core/siwx/defaultSiwx'
import { startTestAirlock } from '../../../core/testing/airlockHarness'
import { mountTestModal, stopTestModal, type TestModal, tick } from '../../modal/modalHarness'

let airlock: AirlockInstance
let modal: TestModal

beforeEach(async () => {
  airlock = startTestAirlock({ siwx: createDefaultSiwx({ required: true }) })
  modal = await mountTestModal(airlock)
  const pending = {
    chainId: 'eip155:31337',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  } as const
  await act(async () => {
    airlock.stores.siwx.getState().prompt(pending, true)
    airlock.open({ view: 'SIWXSignMessage' })
  })
})

afterEach(() => stopTestModal(modal, airlock))

describe('SIWXSignMessage view', () => {
  it('asks for the signature, says cancelling disconnects, has no back button', () => {
    expect(modal.ui.getByRole('heading', { name: 'Sign In' })).toBeTruthy()
    expect(modal.ui.getByText(/Cancelling will disconnect you/)).toBeTruthy()
    expect(modal.ui.queryByRole('button', { name: /back/i })).toBeNull()
  })

  it('Sign asks the core; its refusal shows as an alert', async () => {
    const signIn = vi.spyOn(airlock, 'signIn')
    fireEvent.click(modal.ui.getByRole('button', { name: 'Sign' }))
    await tick()
    // Nothing is connected here: the core refuses with SPEC §5's message, the view stays.
    expect(signIn).toHaveBeenCalledOnce()
    await act(async () => airlock.stores.siwx.getState().failed('Signature declined'))
    expect(modal.ui.getByRole('alert').textContent).toBe('Signature declined')
  })

  it('Cancel hands over to the core', async () => {
    const cancel = vi.spyOn(airlock, 'cancelSignIn').mockResolvedValue()
    fireEvent.click(modal.ui.getByRole('button', { name: 'Cancel' }))
    await tick()
    expect(cancel).toHaveBeenCalledOnce()
  })
})
