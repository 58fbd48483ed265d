import { describe, expect, it } from 'vitest'
import { ApiPaths } from '../../shared/apiContract'
import type { QuestionDescription } from '../approval/question'
import { createFrame } from '../frame'
import { DAPP_ORIGIN, fakeEnvironment, type Route, settle, testConfig } from '../testing'

const EVM = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'
const TOKENS = { accessToken: 'access', refreshToken: 'refresh' }
const EMAIL = { kind: 'email', email: 'ada@example.com', linkedAt: '2030-01-01T00:00:00.000Z' }
const GOOGLE = {
  kind: 'identity',
  id: 'f'.repeat(32),
  provider: 'google',
  userName: 'Ada G',
  linkedAt: '2030-01-02T03:04:05.000Z',
}
const ok =
  (body: unknown): Route =>
  () => ({ status: 200, body })

async function signedInFrame(methods: unknown[] = [EMAIL, GOOGLE]) {
  const harness = fakeEnvironment({
    [ApiPaths.EMAIL_START]: ok({ action: 'VERIFY_OTP' }),
    [ApiPaths.OTP_VERIFY]: ok(TOKENS),
    [ApiPaths.USER]: ok({ email: 'ada@example.com', addresses: { eip155: EVM, solana: 'So1' } }),
    [ApiPaths.SIGN_IN_METHODS]: ok({ methods }),
    [ApiPaths.SIGN_IN_METHOD_REMOVAL_APPROVAL]: ok({ approvalId: 'grant-1' }),
    [ApiPaths.SIGN_IN_METHOD_REMOVE]: ok({ methods: [EMAIL] }),
  })
  const started = createFrame(testConfig, harness.env)
  if (!started.ok) throw new Error('frame did not start')
  const send = (type: string, payload: unknown, id = type) =>
    harness.request({ type: `@w3m-app/${type}`, id, payload })
  send('CONNECT_EMAIL', { email: 'ada@example.com' })
  await settle()
  send('CONNECT_OTP', { otp: '123456' })
  await settle()
  const reply = (id: string) =>
    harness.parent.posted
      .map((entry) => entry.message as { type: string; id?: string; payload?: unknown })
      .find((entry) => entry.id === id)
  const paths = () => harness.http.calls.map((call) => call.path)
  return { ...harness, approvals: started.frame.approvals, send, reply, paths }
}

describe('sign-in methods in the frame', () => {
  it('GET_SIGN_IN_METHODS answers what the server lists', async () => {
    const frame = await signedInFrame()
    frame.send('GET_SIGN_IN_METHODS', {}, 'g')
    await settle()
    expect(frame.reply('g')).toMatchObject({ payload: { methods: [EMAIL, GOOGLE] } })
  })

  it('REMOVE_SIGN_IN_METHOD shows the card and removes nothing before the click', async () => {
    const frame = await signedInFrame()
    frame.send('REMOVE_SIGN_IN_METHOD', { id: GOOGLE.id }, 'r1')
    await settle()
    const card = frame.approvals.current()
    expect(card?.description).toEqual({
      kind: 'question',
      action: 'Remove sign-in method',
      question: 'Remove Google (Ada G) as a way to sign in to this wallet?',
      facts: [
        { label: 'Method', value: 'Google (Ada G)' },
        { label: 'Linked', value: 'Wed, 02 Jan 2030 03:04:05 GMT' },
      ],
      note: 'After you approve, signing in with Google no longer opens this wallet. Your other sign-in methods keep working.',
    } satisfies QuestionDescription)
    expect(frame.reply('r1')).toBeUndefined()
    expect(frame.paths()).not.toContain(ApiPaths.SIGN_IN_METHOD_REMOVAL_APPROVAL)
    expect(frame.paths()).not.toContain(ApiPaths.SIGN_IN_METHOD_REMOVE)

    frame.approvals.decide(card?.id ?? 0, true)
    await settle()
    expect(frame.reply('r1')).toEqual({
      type: '@w3m-frame/REMOVE_SIGN_IN_METHOD_SUCCESS',
      id: 'r1',
      payload: { methods: [EMAIL] },
    })
    const remove = frame.http.calls.find((call) => call.path === ApiPaths.SIGN_IN_METHOD_REMOVE)
    expect(remove?.body).toEqual({
      id: GOOGLE.id,
      approvalId: 'grant-1',
      projectId: 'demo',
      origin: DAPP_ORIGIN,
    })
  })

  it('answers a Reject with the user-rejected message and removes nothing', async () => {
    const frame = await signedInFrame()
    frame.send('REMOVE_SIGN_IN_METHOD', { id: GOOGLE.id }, 'r2')
    await settle()
    frame.approvals.decide(frame.approvals.current()?.id ?? 0, false)
    await settle()
    expect(frame.reply('r2')).toMatchObject({
      type: '@w3m-frame/REMOVE_SIGN_IN_METHOD_ERROR',
      payload: { message: 'User rejected the request' },
    })
    expect(frame.paths()).not.toContain(ApiPaths.SIGN_IN_METHOD_REMOVAL_APPROVAL)
  })

  it('refuses an unknown method and the only method without a card', async () => {
    const frame = await signedInFrame([GOOGLE])
    let shown = 0
    frame.approvals.subscribe(() => shown++)
    frame.send('REMOVE_SIGN_IN_METHOD', { id: 'e'.repeat(32) }, 'u')
    frame.send('REMOVE_SIGN_IN_METHOD', { id: GOOGLE.id }, 'last')
    await settle()
    expect(frame.reply('u')).toMatchObject({
      payload: { message: 'This sign-in method is not linked to this wallet' },
    })
    expect(frame.reply('last')).toMatchObject({
      payload: { message: 'You cannot remove your only sign-in method' },
    })
    expect(shown).toBe(0)
  })
})
