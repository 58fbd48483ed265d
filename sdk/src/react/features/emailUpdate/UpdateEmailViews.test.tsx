import { act, createEvent, fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../../core/createAirlock'
import { signIn, startTestAirlock } from '../../../core/testing/airlockHarness'
import type { FakeFrame, FakeHandler } from '../../../core/testing/fakeFrame'
import { settle } from '../../modal/accountModalHarness'
import { mountTestModal, stopTestModal, type TestModal } from '../../modal/modalHarness'
import { embeddedCapabilities } from '../../testing/embeddedCapabilities'

// Without a data API, balances come from the RPC: no node in jsdom.
vi.mock(
  '../../../core/features/balances/balancesFromRpc',
  () => import('../../testing/rpcBalancesDouble'),
)

let airlock: AirlockInstance
let modal: TestModal
let frame: FakeFrame

beforeEach(async () => {
  airlock = startTestAirlock()
  frame = await signIn(airlock, embeddedCapabilities)
  modal = await mountTestModal(airlock)
  await act(async () => airlock.open())
  await settle()
})

afterEach(() => stopTestModal(modal, airlock))

/** The fake frame's answer to a code: 111111 is right, anything else 'Invalid code'. */
const onlyCode111111: FakeHandler = (payload) =>
  (payload as { otp: string }).otp === '111111' ? { success: {} } : { error: 'Invalid code' }

const view = () => airlock.stores.router.getState().view
const title = () => modal.ui.getByRole('heading', { level: 2 }).textContent
const field = () => modal.ui.getByLabelText('New email') as HTMLInputElement

async function openForm() {
  await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Change email' })))
  await settle()
}

async function submit(value: string) {
  await act(async () => fireEvent.change(field(), { target: { value } }))
  await act(async () => fireEvent.submit(field().closest('form') as HTMLFormElement))
  await settle()
}

async function paste(code: string) {
  const [first] = modal.ui.getAllByRole('textbox') as HTMLInputElement[]
  if (!first) throw new Error('no code boxes')
  const event = createEvent.paste(first)
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => code } })
  await act(async () => fireEvent(first, event))
  await settle()
}

describe('the email change views', () => {
  it('lead from Account through the frame’s card and both codes back to Account', async () => {
    await openForm()
    expect(view()).toBe('UpdateEmailWallet')
    expect(title()).toBe('Change Email')
    expect(modal.ui.getByTestId('current-email').textContent).toBe('ada@example.com')

    frame.handle({ UPDATE_EMAIL: 'silent' })
    await submit('new@example.com')
    expect(view()).toBe('ApproveTransaction')
    expect(title()).toBe('Approve Email Change')
    const held = frame.last('UPDATE_EMAIL')
    if (!held) throw new Error('UPDATE_EMAIL not sent')
    await act(async () => frame.succeed(held, { action: 'VERIFY_PRIMARY_OTP' }))
    await settle()

    expect(view()).toBe('UpdateEmailPrimaryOtp')
    expect(title()).toBe('Confirm Current Email')
    expect(modal.ui.getByText(/To move this wallet to/).textContent).toBe(
      'To move this wallet to new@example.com, enter the 6-digit code we sent to ada@example.com',
    )
    frame.handle({
      UPDATE_EMAIL_PRIMARY_OTP: onlyCode111111,
      UPDATE_EMAIL_SECONDARY_OTP: { success: { newEmail: 'new@example.com' } },
    })
    await paste('000000')
    expect(modal.ui.getByRole('alert').textContent).toBe('Invalid code')
    expect(view()).toBe('UpdateEmailPrimaryOtp')
    await paste('111111')

    expect(view()).toBe('UpdateEmailSecondaryOtp')
    expect(modal.ui.getByTestId('otp-email').textContent).toBe('new@example.com')
    await paste('222222')
    expect(view()).toBe('Account')
    expect(modal.ui.getByText('new@example.com')).toBeTruthy()
  })

  it('keep the form, and show why, after a Reject on the card or an invalid address', async () => {
    await openForm()
    await submit('not-an-email')
    expect(modal.ui.getByRole('alert').textContent).toBe('Invalid email')
    expect(frame.names()).not.toContain('UPDATE_EMAIL')

    frame.handle({ UPDATE_EMAIL: { error: 'User rejected the request' } })
    await submit('new@example.com')
    expect(view()).toBe('UpdateEmailWallet')
    expect(field().value).toBe('new@example.com')
    expect(modal.ui.getByRole('alert').textContent).toBe('User rejected the request')

    // Typing again clears the message; leaving and coming back starts afresh.
    await act(async () => fireEvent.change(field(), { target: { value: 'other@example.com' } }))
    expect(modal.ui.queryByRole('alert')).toBeNull()
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Back' })))
    await openForm()
    expect(field().value).toBe('')
  })
})
