import { AirlockError } from '@airlock/protocol'
import { act, createEvent, fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../../core/createAirlock'
import { bringUpFrame, startTestAirlock } from '../../../core/testing/airlockHarness'
import type { FakeFrame, FakeHandlers } from '../../../core/testing/fakeFrame'
import { mountTestModal, stopTestModal, type TestModal, tick } from '../../modal/modalHarness'

let airlock: AirlockInstance
let modal: TestModal
let frame: FakeFrame

async function reachCodeView(handlers: FakeHandlers = {}) {
  await act(async () => airlock.open())
  const sent = airlock.connectEmail('ada@example.com')
  await act(async () => {
    frame = await bringUpFrame(handlers)
    await sent
  })
}

beforeEach(async () => {
  airlock = startTestAirlock()
  modal = await mountTestModal(airlock)
})

afterEach(() => stopTestModal(modal, airlock))

const boxes = () => modal.ui.getAllByRole('textbox') as HTMLInputElement[]
const resendButton = () => modal.ui.getByRole('button', { name: /Resend code|Sending/ })

async function paste(text: string) {
  const [first] = boxes()
  if (!first) throw new Error('no boxes')
  const event = createEvent.paste(first)
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } })
  await act(async () => fireEvent(first, event))
}

describe('EmailVerifyOtp view', () => {
  it('names the email and focuses the first box', async () => {
    await reachCodeView()
    expect(modal.ui.getByTestId('otp-email').textContent).toBe('ada@example.com')
    expect(modal.root.activeElement).toBe(boxes()[0])
  })

  it('submits on the sixth digit and lands on Account', async () => {
    await reachCodeView()
    await paste('123456')
    await tick()
    expect(frame.last('CONNECT_OTP')?.payload).toEqual({ otp: '123456' })
    expect(airlock.stores.router.getState().view).toBe('Account')
  })

  it('a wrong code shows the frame’s message, empties the boxes and refocuses the first', async () => {
    await reachCodeView({ CONNECT_OTP: { error: 'Invalid code' } })
    await paste('000000')
    await tick()
    expect(modal.ui.getByRole('alert').textContent).toBe('Invalid code')
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', ''])
    expect(modal.root.activeElement).toBe(boxes()[0])
    expect(airlock.stores.router.getState().view).toBe('EmailVerifyOtp')
  })

  it('offers a resend after a 30 s countdown, and resending sends the email again', async () => {
    await reachCodeView()
    expect(resendButton().textContent).toBe('Resend code in 30s')
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true)
    await tick(10_000)
    expect(resendButton().textContent).toBe('Resend code in 20s')
    await tick(20_000)
    expect(resendButton().textContent).toBe('Resend code')
    expect((resendButton() as HTMLButtonElement).disabled).toBe(false)
    await act(async () => fireEvent.click(resendButton()))
    // The countdown reads the new send time on its next tick.
    await tick(250)
    expect(frame.names().filter((name) => name === 'CONNECT_EMAIL')).toHaveLength(2)
    expect(resendButton().textContent).toBe('Resend code in 30s')
    expect(airlock.stores.toast.getState()).toMatchObject({ open: true, variant: 'success' })
  })

  it('shows the cooldown message when the cooldown is hit', async () => {
    await reachCodeView()
    await tick(30_000)
    vi.spyOn(airlock, 'connectEmail').mockRejectedValueOnce(
      new AirlockError('EMAIL_COOLDOWN', { message: 'Please try again after 12 seconds' }),
    )
    await act(async () => fireEvent.click(resendButton()))
    expect(modal.ui.getByRole('alert').textContent).toBe('Please try again after 12 seconds')
  })
})
