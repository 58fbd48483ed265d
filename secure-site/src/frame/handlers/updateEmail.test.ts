import { describe, expect, it } from 'vitest'
import { ApiPaths } from '../../shared/apiContract'
import type { EmailChangeDescription } from '../approval/emailChangeCard'
import { createFrame } from '../frame'
import { DAPP_ORIGIN, fakeEnvironment, type Route, settle, testConfig } from '../testing'

const EVM = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'
const TOKENS = { accessToken: 'access', refreshToken: 'refresh' }
const ok =
  (body: unknown): Route =>
  () => ({ status: 200, body })

const routes: Record<string, Route> = {
  [ApiPaths.EMAIL_START]: ok({ action: 'VERIFY_OTP' }),
  [ApiPaths.OTP_VERIFY]: ok(TOKENS),
  [ApiPaths.USER]: ok({ email: 'ada@example.com', addresses: { eip155: EVM, solana: 'So1' } }),
  [ApiPaths.EMAIL_UPDATE_APPROVAL]: ok({ approvalId: 'grant-1' }),
  [ApiPaths.EMAIL_UPDATE]: ok({ action: 'VERIFY_PRIMARY_OTP' }),
  [ApiPaths.EMAIL_UPDATE_PRIMARY]: ok({ action: 'VERIFY_SECONDARY_OTP' }),
  [ApiPaths.EMAIL_UPDATE_SECONDARY]: ok({ newEmail: 'new@example.com' }),
}

type Reply = { type: string; id?: string; payload?: Record<string, unknown> }

async function signedInFrame() {
  const harness = fakeEnvironment(routes)
  const started = createFrame(testConfig, harness.env)
  if (!started.ok) throw new Error('frame did not start')
  const send = (type: string, payload: unknown, id = type) =>
    harness.request({ type: `@w3m-app/${type}`, id, payload })
  send('CONNECT_EMAIL', { email: 'ada@example.com' })
  await settle()
  send('CONNECT_OTP', { otp: '123456' })
  await settle()
  const reply = (id: string) =>
    harness.parent.posted.map((entry) => entry.message as Reply).find((entry) => entry.id === id)
  const paths = () => harness.http.calls.map((call) => call.path)
  return { ...harness, approvals: started.frame.approvals, send, reply, paths }
}

describe('UPDATE_EMAIL in the frame', () => {
  it('shows the change on the card and calls nothing that mails before the click', async () => {
    const frame = await signedInFrame()
    frame.send('UPDATE_EMAIL', { email: 'New@Example.com' }, 'u1')
    await settle()
    const card = frame.approvals.current()
    expect(card?.description).toEqual({
      kind: 'emailChange',
      action: 'Change email',
      question: "Change this wallet's email from ada@example.com to new@example.com?",
      from: 'ada@example.com',
      to: 'new@example.com',
      account: EVM,
    } satisfies EmailChangeDescription)
    expect(frame.reply('u1')).toBeUndefined()
    expect(frame.paths()).not.toContain(ApiPaths.EMAIL_UPDATE_APPROVAL)
    expect(frame.paths()).not.toContain(ApiPaths.EMAIL_UPDATE)

    frame.approvals.decide(card?.id ?? 0, true)
    await settle()
    expect(frame.reply('u1')).toEqual({
      type: '@w3m-frame/UPDATE_EMAIL_SUCCESS',
      id: 'u1',
      payload: { action: 'VERIFY_PRIMARY_OTP' },
    })
    const [grant, start] = frame.http.calls.filter((call) =>
      call.path.startsWith('/api/user/email'),
    )
    const asked = { email: 'new@example.com', projectId: 'demo', origin: DAPP_ORIGIN }
    expect(grant).toMatchObject({ path: ApiPaths.EMAIL_UPDATE_APPROVAL, body: asked })
    expect(start).toMatchObject({
      path: ApiPaths.EMAIL_UPDATE,
      body: { ...asked, approvalId: 'grant-1' },
    })
  })

  it('answers a Reject with the user-rejected message and asks the server for nothing', async () => {
    const frame = await signedInFrame()
    frame.send('UPDATE_EMAIL', { email: 'new@example.com' }, 'u2')
    await settle()
    frame.approvals.decide(frame.approvals.current()?.id ?? 0, false)
    await settle()
    expect(frame.reply('u2')).toMatchObject({
      type: '@w3m-frame/UPDATE_EMAIL_ERROR',
      payload: { message: 'User rejected the request' },
    })
    expect(frame.paths().filter((path) => path.startsWith('/api/user/email'))).toEqual([])
  })

  it('refuses the current address without showing a card', async () => {
    const frame = await signedInFrame()
    let shown = 0
    frame.approvals.subscribe(() => shown++)
    frame.send('UPDATE_EMAIL', { email: 'ADA@example.com' }, 'u3')
    await settle()
    expect(frame.reply('u3')).toMatchObject({
      payload: { message: 'This is already the email of this wallet' },
    })
    expect(shown).toBe(0)
  })

  it('sends the verified origin with both codes and with the login email', async () => {
    const frame = await signedInFrame()
    frame.send('UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' }, 'p')
    frame.send('UPDATE_EMAIL_SECONDARY_OTP', { otp: '222222' }, 's')
    await settle()
    expect(frame.reply('s')?.payload).toEqual({ newEmail: 'new@example.com' })
    const body = (path: string) => frame.http.calls.find((call) => call.path === path)?.body
    const site = { projectId: 'demo', origin: DAPP_ORIGIN }
    expect(body(ApiPaths.EMAIL_UPDATE_PRIMARY)).toEqual({ otp: '111111', ...site })
    expect(body(ApiPaths.EMAIL_UPDATE_SECONDARY)).toEqual({ otp: '222222', ...site })
    expect(body(ApiPaths.EMAIL_START)).toMatchObject({ email: 'ada@example.com', ...site })
  })
})
