import { SOCIAL_PENDING_MESSAGE } from '@airlock/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiPaths } from '../../shared/apiContract'
import {
  SOCIAL_BINDING_TYPE,
  SOCIAL_DONE_TYPE,
  SOCIAL_HELLO_TYPE,
} from '../../shared/socialWindowMessages'
import { createFrame } from '../frame'
import { SOCIAL_SECRETS_KEY } from '../socialSecrets'
import { DAPP_ORIGIN, fakeEnvironment, type Route, settle, testConfig } from '../testing'

const SITE = 'https://wallet.example'
const EVM = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'
const SOL = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
const TOKENS = { accessToken: 'access-secret', refreshToken: 'refresh-secret' }
const FLOW = '0f0e0d0c-0000-4000-8000-000000000001'
const START_URL = `${SITE}/social/start?flow=${FLOW}`
const BINDING = 'b'.repeat(43)
const AUTHORIZE = 'https://accounts.example/auth?state=s'
const CONNECTED = { status: 200, body: { status: 'connected', ...TOKENS, userName: 'ada' } }
const PENDING = { status: 200, body: { status: 'pending' } }

type Reply = { type: string; id?: string; payload?: Record<string, unknown> }

function frameWith(routes: Record<string, Route>) {
  const harness = fakeEnvironment({
    [ApiPaths.SOCIAL_START]: () => ({
      status: 200,
      body: { flowId: FLOW, authorizeUrl: AUTHORIZE, binding: BINDING, startUrl: START_URL },
    }),
    [ApiPaths.SOCIAL_REDEEM]: () => CONNECTED,
    [ApiPaths.USER]: (_body, headers) =>
      headers.get('authorization') === `Bearer ${TOKENS.accessToken}`
        ? { status: 200, body: { email: null, addresses: { eip155: EVM, solana: SOL } } }
        : { status: 401, body: { message: 'Session Expired' } },
    ...routes,
  })
  createFrame(testConfig, { ...harness.env, selfOrigin: SITE })
  let next = 0
  const send = (name: string, payload: unknown) => {
    const id = `${name}-${++next}`
    harness.request({ type: `@w3m-app/${name}`, id, payload })
    return () =>
      harness.parent.posted.map((p) => p.message as Reply).find((reply) => reply.id === id)
  }
  const ask = async (name: string, payload: unknown) => {
    const reply = send(name, payload)
    await settle()
    return reply()
  }
  /** A window (the popup's page) posting to the frame. */
  const popup = () => {
    const posted: { message: unknown; targetOrigin: string }[] = []
    return {
      posted,
      postMessage: (message: unknown, targetOrigin: string) =>
        posted.push({ message, targetOrigin }),
    }
  }
  const fromPopup = (data: unknown, origin: string, source: unknown) =>
    harness.inbox.send({ data, origin, source: source as MessageEventSource })
  const redeems = () => harness.http.calls.filter((call) => call.path === ApiPaths.SOCIAL_REDEEM)
  return { ...harness, ask, send, popup, fromPopup, redeems }
}

afterEach(() => {
  vi.useRealTimers()
})

/**
 * Fake clocks for the poll's waits, but every API call signs a device proof with real
 * WebCrypto, which settles on the real event loop: these let it, between fake steps.
 */
function fakePollClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
}

async function realTicks(rounds = 5): Promise<void> {
  for (let index = 0; index < rounds; index++) await new Promise((r) => setImmediate(r))
}

/** Until `done()` holds, letting real work (crypto) finish; fails after ~2 s of real time. */
async function until(done: () => boolean): Promise<void> {
  const end = performance.now() + 2_000
  while (!done()) {
    if (performance.now() > end) throw new Error('condition not reached')
    await vi.advanceTimersByTimeAsync(0)
    await realTicks(1)
  }
}

/** `ms` of fake time in 100 ms steps, with real ticks between them. */
async function advance(ms: number): Promise<void> {
  for (let spent = 0; spent < ms; spent += 100) {
    await vi.advanceTimersByTimeAsync(Math.min(100, ms - spent))
    await realTicks()
  }
}

describe('social login in the frame', () => {
  it('GET_SOCIAL_REDIRECT_URI answers the start page only: no provider URL, binding or secret', async () => {
    const frame = frameWith({})
    const reply = await frame.ask('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    expect(reply).toMatchObject({
      type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS',
      payload: { uri: START_URL },
    })
    const body = frame.http.calls.find((call) => call.path === ApiPaths.SOCIAL_START)
      ?.body as Record<string, string>
    expect(body).toMatchObject({ provider: 'github', projectId: 'demo', origin: DAPP_ORIGIN })
    expect(body.secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = frame.storage.getItem(SOCIAL_SECRETS_KEY) ?? ''
    expect(stored).toContain(body.secret)
    expect(stored).toContain(BINDING)
    const host = JSON.stringify(frame.parent.posted)
    for (const secret of [body.secret, BINDING, 'accounts.example'])
      expect(host).not.toContain(secret)
  })

  it("answers the start page's HELLO, from its own origin, with the binding, pinned, once", async () => {
    const frame = frameWith({})
    await frame.ask('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const page = frame.popup()
    frame.fromPopup({ type: SOCIAL_HELLO_TYPE, flowId: FLOW }, SITE, page)
    expect(page.posted).toEqual([
      {
        message: {
          type: SOCIAL_BINDING_TYPE,
          flowId: FLOW,
          binding: BINDING,
          authorizeUrl: AUTHORIZE,
        },
        targetOrigin: SITE,
      },
    ])
    const second = frame.popup()
    frame.fromPopup({ type: SOCIAL_HELLO_TYPE, flowId: FLOW }, SITE, second)
    expect(second.posted).toEqual([])
  })

  it.each([
    ['the host', DAPP_ORIGIN, FLOW],
    ['another origin', 'https://evil.example', FLOW],
    ['an unknown flow', SITE, '0f0e0d0c-0000-4000-8000-000000000009'],
  ])('ignores a HELLO from %s', async (_case, origin, flowId) => {
    const frame = frameWith({})
    await frame.ask('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const page = frame.popup()
    frame.fromPopup({ type: SOCIAL_HELLO_TYPE, flowId }, origin, page)
    expect(page.posted).toEqual([])
    expect(JSON.stringify(frame.parent.posted)).not.toContain(BINDING)
  })

  it('CONNECT_SOCIAL polls the flow with its secret, keeps the session, answers the user and userName', async () => {
    const answers = [PENDING, CONNECTED]
    const frame = frameWith({ [ApiPaths.SOCIAL_REDEEM]: () => answers.shift() ?? CONNECTED })
    await frame.ask('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const secret = (frame.http.calls[0]?.body as { secret?: string } | undefined)?.secret
    const reply = frame.send('CONNECT_SOCIAL', { uri: START_URL, chainId: 1 })
    await settle()
    expect(reply()).toBeUndefined()
    // The callback page's DONE wakes the poll at once.
    frame.fromPopup({ type: SOCIAL_DONE_TYPE, flowId: FLOW }, SITE, frame.popup())
    await settle()
    expect(reply()).toEqual({
      type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
      id: expect.any(String),
      payload: {
        address: EVM,
        chainId: 1,
        accounts: [{ address: EVM, type: 'eoa' }],
        preferredAccountType: 'eoa',
        userName: 'ada',
      },
    })
    expect(frame.redeems().map((call) => call.body)).toEqual([
      { flowId: FLOW, secret, deviceId: expect.any(String), projectId: 'demo' },
      { flowId: FLOW, secret, deviceId: expect.any(String), projectId: 'demo' },
    ])
    expect(JSON.stringify(frame.parent.posted)).not.toMatch(/access-secret|refresh-secret/)
    // The flow is spent: the same URI again finds nothing here.
    expect(await frame.ask('CONNECT_SOCIAL', { uri: START_URL })).toMatchObject({
      payload: {
        message: 'This sign-in was not started in this window. Start again from the app.',
      },
    })
  })

  it('a DONE from the host does not wake the poll', async () => {
    fakePollClock()
    const answers = [PENDING, CONNECTED]
    const frame = frameWith({ [ApiPaths.SOCIAL_REDEEM]: () => answers.shift() ?? CONNECTED })
    const started = frame.send('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    await until(() => started() !== undefined)
    frame.send('CONNECT_SOCIAL', { uri: START_URL })
    await until(() => frame.redeems().length === 1)
    frame.fromPopup({ type: SOCIAL_DONE_TYPE, flowId: FLOW }, DAPP_ORIGIN, frame.parent)
    await advance(500)
    expect(frame.redeems()).toHaveLength(1)
    await advance(600)
    await until(() => frame.redeems().length === 2)
  })

  it('answers SOCIAL_PENDING_MESSAGE after 20 s still pending, below the host timeout', async () => {
    fakePollClock()
    const frame = frameWith({ [ApiPaths.SOCIAL_REDEEM]: () => PENDING })
    const started = frame.send('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    await until(() => started() !== undefined)
    const reply = frame.send('CONNECT_SOCIAL', { uri: START_URL })
    await advance(19_000)
    expect(reply()).toBeUndefined()
    await advance(2_500)
    await until(() => reply() !== undefined)
    expect(reply()).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: SOCIAL_PENDING_MESSAGE },
    })
    expect(SOCIAL_PENDING_MESSAGE).toBe('Social sign-in is still in progress')
    // Still this frame's flow: asked again, it goes on polling.
    frame.send('CONNECT_SOCIAL', { uri: START_URL })
    const before = frame.redeems().length
    await advance(2_000)
    await until(() => frame.redeems().length > before)
  })

  it.each([
    ['a result handle', `${FLOW}.result-token`],
    ['a callback URL', `${SITE}/social/callback?state=s&code=c`],
    ['the old redirect fragment', `${DAPP_ORIGIN}/app#airlock-social-result=${FLOW}.r`],
    ['a start page without a flow', `${SITE}/social/start?provider=google`],
  ])('refuses %s without asking the server', async (_case, uri) => {
    const frame = frameWith({})
    await frame.ask('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    expect(await frame.ask('CONNECT_SOCIAL', { uri })).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: {
        message:
          'CONNECT_SOCIAL needs the address GET_SOCIAL_REDIRECT_URI gave: a sign-in result cannot be handed to the wallet',
      },
    })
    expect(frame.redeems()).toHaveLength(0)
  })

  it("refuses another frame's flow (the start URI replayed elsewhere) without asking the server", async () => {
    const frame = frameWith({})
    expect(await frame.ask('CONNECT_SOCIAL', { uri: START_URL })).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: {
        message: 'This sign-in was not started in this window. Start again from the app.',
      },
    })
    expect(frame.redeems()).toHaveLength(0)
  })

  it.each([
    [410, 'This sign-in result has expired, sign in again'],
    [400, 'Sign-in was cancelled'],
    [403, 'This sign-in was started in another browser. Start again from the app.'],
  ])("passes the server's refusal on (%s %s) and forgets the flow", async (status, message) => {
    const frame = frameWith({ [ApiPaths.SOCIAL_REDEEM]: () => ({ status, body: { message } }) })
    await frame.ask('GET_SOCIAL_REDIRECT_URI', { provider: 'discord' })
    expect(await frame.ask('CONNECT_SOCIAL', { uri: START_URL })).toMatchObject({
      payload: { message },
    })
    expect(frame.storage.getItem(SOCIAL_SECRETS_KEY)).toBeNull()
  })

  it('passes a disabled provider on with its message', async () => {
    const frame = frameWith({
      [ApiPaths.SOCIAL_START]: () => ({
        status: 400,
        body: { message: 'Apple login is not enabled on this secure site' },
      }),
    })
    expect(await frame.ask('GET_SOCIAL_REDIRECT_URI', { provider: 'apple' })).toMatchObject({
      payload: { message: 'Apple login is not enabled on this secure site' },
    })
  })
})
