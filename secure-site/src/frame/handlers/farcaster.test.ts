import { describe, expect, it, vi } from 'vitest'
import { ApiPaths } from '../../shared/apiContract'
import { FARCASTER_FLOW_KEY } from '../farcasterFlow'
import { createFrame } from '../frame'
import { fakeEnvironment, type Route, settle, testConfig } from '../testing'

const TOKENS = { accessToken: 'access-secret', refreshToken: 'refresh-secret' }
const URL_ = 'https://relay.example/~/siwf?channelToken=channel-secret'
const FLOW = '7f1c2a52-8d7e-4a55-9b0a-3f8f2f0b9e11'

type Reply = { type: string; id?: string; payload?: Record<string, unknown> }

function frameWith(routes: Record<string, Route>) {
  const harness = fakeEnvironment({
    [ApiPaths.FARCASTER_START]: () => ({ status: 200, body: { url: URL_, flowId: FLOW } }),
    [ApiPaths.FARCASTER_CONNECT]: () => ({
      status: 200,
      body: { status: 'connected', userName: 'alice', ...TOKENS },
    }),
    ...routes,
  })
  createFrame(testConfig, harness.env)
  let next = 0
  const send = (name: string) => {
    const id = `${name}-${++next}`
    harness.request({ type: `@w3m-app/${name}`, id, payload: {} })
    return () => harness.parent.posted.map((p) => p.message as Reply).find((r) => r.id === id)
  }
  const ask = async (name: string) => {
    const reply = send(name)
    await settle()
    return reply()
  }
  return { ...harness, ask, send }
}

describe('Farcaster sign-in in the frame', () => {
  it('GET_FARCASTER_URI answers the relay URL; the flow secret stays in the frame', async () => {
    const frame = frameWith({})
    expect(await frame.ask('GET_FARCASTER_URI')).toMatchObject({
      type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS',
      payload: { url: URL_ },
    })
    const start = frame.http.calls.find((call) => call.path === ApiPaths.FARCASTER_START)
    const body = start?.body as Record<string, string>
    expect(body).toMatchObject({ projectId: 'demo', origin: expect.any(String) })
    expect(body.secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(frame.storage.getItem(FARCASTER_FLOW_KEY)).toContain(body.secret)
    expect(JSON.stringify(frame.parent.posted)).not.toContain(body.secret)
  })

  it('CONNECT_FARCASTER polls until connected, keeps the session, answers { userName }', async () => {
    let checks = 0
    const frame = frameWith({
      [ApiPaths.FARCASTER_CONNECT]: () =>
        ++checks < 2
          ? { status: 200, body: { status: 'pending' } }
          : { status: 200, body: { status: 'connected', userName: 'alice', ...TOKENS } },
    })
    await frame.ask('GET_FARCASTER_URI')
    const secret = (frame.http.calls[0]?.body as { secret?: string } | undefined)?.secret
    const reply = frame.send('CONNECT_FARCASTER')
    await vi.waitFor(() => expect(reply()).toBeDefined(), { timeout: 10_000 })
    expect(reply()).toMatchObject({
      type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS',
      payload: { userName: 'alice' },
    })
    expect(checks).toBe(2)
    const check = frame.http.calls.find((call) => call.path === ApiPaths.FARCASTER_CONNECT)
    expect(check?.body).toMatchObject({ flowId: FLOW, secret, projectId: 'demo' })
    expect(JSON.stringify(frame.parent.posted)).not.toMatch(/access-secret|refresh-secret/)
    // The flow is spent: asking again has nothing to finish.
    expect(await frame.ask('CONNECT_FARCASTER')).toMatchObject({
      payload: { message: 'No Farcaster sign-in in progress' },
    })
  })

  it('refuses without a sign-in started in this frame, without asking the server', async () => {
    const frame = frameWith({})
    expect(await frame.ask('CONNECT_FARCASTER')).toMatchObject({
      type: '@w3m-frame/CONNECT_FARCASTER_ERROR',
      payload: { message: 'No Farcaster sign-in in progress' },
    })
    expect(frame.http.calls.map((call) => call.path)).not.toContain(ApiPaths.FARCASTER_CONNECT)
  })

  it("passes the server's refusal on and forgets the flow", async () => {
    const message = 'Farcaster sign-in timed out: it was not approved in the Farcaster app in time'
    const frame = frameWith({
      [ApiPaths.FARCASTER_CONNECT]: () => ({ status: 410, body: { message } }),
    })
    await frame.ask('GET_FARCASTER_URI')
    expect(await frame.ask('CONNECT_FARCASTER')).toMatchObject({ payload: { message } })
    expect(frame.storage.getItem(FARCASTER_FLOW_KEY)).toBeNull()
  })

  it('passes a site without Farcaster on with its message', async () => {
    const message = 'Farcaster login is not enabled on this secure site'
    const frame = frameWith({
      [ApiPaths.FARCASTER_START]: () => ({ status: 400, body: { message } }),
    })
    expect(await frame.ask('GET_FARCASTER_URI')).toMatchObject({
      type: '@w3m-frame/GET_FARCASTER_URI_ERROR',
      payload: { message },
    })
  })
})
