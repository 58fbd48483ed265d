import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AirlockInstance } from '../../createAirlock'
import { signIn, startTestAirlock, stopTestAirlock } from '../../testing/airlockHarness'
import type { FakeFrame, PostedMessage } from '../../testing/fakeFrame'

let airlock: AirlockInstance
let frame: FakeFrame

beforeEach(async () => {
  airlock = startTestAirlock()
  frame = await signIn(airlock)
  airlock.open()
  airlock.stores.router.getState().push('UpdateEmailWallet')
})

afterEach(() => stopTestAirlock(airlock))

const router = () => airlock.stores.router.getState()
const form = () => airlock.stores.emailUpdate.getState()

/** The UPDATE_EMAIL the frame holds while its card waits for the user. */
function heldUpdate(): PostedMessage {
  const request = frame.last('UPDATE_EMAIL')
  if (!request) throw new Error('UPDATE_EMAIL was not sent')
  return request
}

describe('email change flow', () => {
  it('shows the frame for its card, then each code step, then Account with the new email', async () => {
    frame.handle({ UPDATE_EMAIL: 'silent' })
    const started = airlock.updateEmail('new@example.com')
    await Promise.resolve()
    // The frame's card asks the user: the host shows the frame over ApproveTransaction.
    expect(router()).toMatchObject({ view: 'ApproveTransaction', data: { method: 'UPDATE_EMAIL' } })
    expect(form()).toMatchObject({ pending: true, draft: 'new@example.com' })
    expect(heldUpdate().payload).toEqual({ email: 'new@example.com' })

    frame.succeed(heldUpdate(), { action: 'VERIFY_PRIMARY_OTP' })
    await expect(started).resolves.toBe('VERIFY_PRIMARY_OTP')
    expect(router()).toMatchObject({
      view: 'UpdateEmailPrimaryOtp',
      history: ['Account', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp'],
      data: { email: 'ada@example.com', newEmail: 'new@example.com' },
    })
    expect(form()).toMatchObject({ pending: false, error: undefined })

    frame.handle({
      UPDATE_EMAIL_PRIMARY_OTP: { success: {} },
      UPDATE_EMAIL_SECONDARY_OTP: { success: { newEmail: 'new@example.com' } },
    })
    await airlock.verifyUpdateEmailPrimaryOtp('111111')
    expect(frame.last('UPDATE_EMAIL_PRIMARY_OTP')?.payload).toEqual({ otp: '111111' })
    expect(router()).toMatchObject({
      view: 'UpdateEmailSecondaryOtp',
      history: ['Account', 'UpdateEmailWallet', 'UpdateEmailSecondaryOtp'],
      data: { email: 'ada@example.com', newEmail: 'new@example.com' },
    })

    await expect(airlock.verifyUpdateEmailSecondaryOtp('222222')).resolves.toBe('new@example.com')
    expect(frame.last('UPDATE_EMAIL_SECONDARY_OTP')?.payload).toEqual({ otp: '222222' })
    expect(airlock.getAccount('eip155')?.user?.email).toBe('new@example.com')
    expect(airlock.connector.storage.getEmail()).toBe('new@example.com')
    expect(router()).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Email changed to new@example.com',
    })
  })

  it('goes to the new address’s code at once when the frame asks for it', async () => {
    frame.handle({ UPDATE_EMAIL: { success: { action: 'VERIFY_SECONDARY_OTP' } } })
    await airlock.updateEmail('new@example.com')
    expect(router().view).toBe('UpdateEmailSecondaryOtp')
  })

  it('a Reject on the card brings the form back with the address and the message', async () => {
    frame.handle({ UPDATE_EMAIL: { error: 'User rejected the request' } })
    await expect(airlock.updateEmail('new@example.com')).rejects.toThrow(
      'User rejected the request',
    )
    expect(router()).toMatchObject({ view: 'UpdateEmailWallet', data: undefined })
    expect(form()).toEqual(
      expect.objectContaining({
        draft: 'new@example.com',
        pending: false,
        error: 'User rejected the request',
      }),
    )
    expect(frame.names()).not.toContain('UPDATE_EMAIL_PRIMARY_OTP')
  })

  it('a wrong code stays on its step with the frame’s message', async () => {
    frame.handle({
      UPDATE_EMAIL: { success: { action: 'VERIFY_PRIMARY_OTP' } },
      UPDATE_EMAIL_PRIMARY_OTP: { error: 'Invalid code' },
    })
    await airlock.updateEmail('new@example.com')
    await expect(airlock.verifyUpdateEmailPrimaryOtp('000000')).rejects.toThrow('Invalid code')
    expect(router().view).toBe('UpdateEmailPrimaryOtp')
  })

  it('called by the dapp with the modal closed, opens it for the card and then the code', async () => {
    airlock.close()
    frame.handle({ UPDATE_EMAIL: 'silent' })
    const started = airlock.updateEmail('new@example.com')
    await Promise.resolve()
    expect(airlock.getState()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    frame.succeed(heldUpdate(), { action: 'VERIFY_PRIMARY_OTP' })
    await started
    expect(airlock.getState()).toMatchObject({ open: true, view: 'UpdateEmailPrimaryOtp' })
    expect(router().data).toEqual({ email: 'ada@example.com', newEmail: 'new@example.com' })
  })

  it('refuses an invalid address without asking the frame', async () => {
    await expect(airlock.updateEmail('not-an-email')).rejects.toThrow('Invalid email')
    expect(frame.names()).not.toContain('UPDATE_EMAIL')
    expect(form().error).toBe('Invalid email')
  })

  it('closing the modal while the card waits aborts the change', async () => {
    frame.handle({ UPDATE_EMAIL: 'silent' })
    const started = airlock.updateEmail('new@example.com')
    await Promise.resolve()
    expect(airlock.close()).toBe(false)
    expect(airlock.close({ force: true })).toBe(true)
    await expect(started).rejects.toThrow('Request was aborted')
  })
})
