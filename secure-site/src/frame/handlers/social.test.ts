import { describe, expect, it } from 'vitest'
import { ApiPaths } from '../../shared/apiContract'
import { createFrame } from '../frame'
import { SOCIAL_SECRETS_KEY } from '../socialSecrets'
import { DAPP_ORIGIN, fakeEnvironment, type Route, settle, testConfig } from '../testing'

const EVM = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'
const SOL = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
const TOKENS = { accessToken: 'access-secret', refreshToken: 'refresh-secret' }
const HANDLE = 'flow-1.result-token'

type Reply = { type: string; id?: string; payload?: Record<string, unknown> }

function frameWith(routes: Record<string, Route>) {
  const harness = fakeEnvironment({
    [ApiPaths.SOCIAL_START]: () => ({
      status: 200,
      body: { uri: 'https://accounts.example/auth?state=s', flowId: 'flow-1' },
    }),
    [ApiPaths.SOCIAL_REDEEM]: () => ({ status: 200, body: { ...TOKENS, userName: 'ada' } }),
    [ApiPaths.USER]: (_body, headers) =>
      headers.get('authorization') === `Bearer ${TOKENS.accessToken}`
        ? { status: 200, body: { email: null, addresses: { eip155: EVM, solana: SOL } } }
        : { status: 401, body: { message: 'Session Expired' } },
    ...routes,
  })
  createFrame(testConfig, harness.env)
  let next = 0
  const ask = async (name: string, payload: unknown) => {
    const id = `${name}-${++next}`
    harness.request({ type: `@w3m-app/${name}`, id, payload })
    await settle()
    return harness.parent.posted.map((p) => p.message as Reply).find((reply) => reply.id === id)
  }
  return { ...harness, ask }
}

describe('social login in the frame', () => {
  it('GET_SOCIAL_REDIRECT_URI starts a flow bound to a secret the host never sees', async () => {
    const frame = frameWith({})
    const reply = await frame.ask('GET_SOCIAL_REDIRECT_URI', {
      provider: 'github',
      returnUrl: `${DAPP_ORIGIN}/app`,
    })
    expect(reply).toMatchObject({
      type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS',
      payload: { uri: 'https://accounts.example/auth?state=s' },
    })
    const start = frame.http.calls.find((call) => call.path === ApiPaths.SOCIAL_START)
    const body = start?.body as Record<string, string>
    expect(body).toMatchObject({
      provider: 'github',
      projectId: 'demo',
      origin: DAPP_ORIGIN,
      returnUrl: `${DAPP_ORIGIN}/app`,
    })
    expect(body.secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(frame.storage.getItem(SOCIAL_SECRETS_KEY)).toContain(body.secret)
    expect(JSON.stringify(frame.parent.posted)).not.toContain(body.secret)
  })

  it('CONNECT_SOCIAL redeems with that secret, keeps the session, answers the user and userName', async () => {
    const frame = frameWith({})
    await frame.ask('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const secret = (frame.http.calls[0]?.body as { secret?: string } | undefined)?.secret
    const reply = await frame.ask('CONNECT_SOCIAL', { uri: HANDLE, chainId: 1 })
    expect(reply).toEqual({
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
    const redeem = frame.http.calls.find((call) => call.path === ApiPaths.SOCIAL_REDEEM)
    expect(redeem?.body).toMatchObject({ handle: HANDLE, secret, projectId: 'demo' })
    expect(JSON.stringify(frame.parent.posted)).not.toMatch(/access-secret|refresh-secret/)
    // The secret is spent: the same handle again finds none.
    expect(await frame.ask('CONNECT_SOCIAL', { uri: HANDLE })).toMatchObject({
      payload: { message: 'This sign-in result belongs to another browser or window' },
    })
  })

  it('takes the handle from the redirect flow URL too', async () => {
    const frame = frameWith({})
    await frame.ask('GET_SOCIAL_REDIRECT_URI', { provider: 'x' })
    const reply = await frame.ask('CONNECT_SOCIAL', {
      uri: `${DAPP_ORIGIN}/app#airlock-social-result=${encodeURIComponent(HANDLE)}`,
    })
    expect(reply?.type).toBe('@w3m-frame/CONNECT_SOCIAL_SUCCESS')
    const redeem = frame.http.calls.find((call) => call.path === ApiPaths.SOCIAL_REDEEM)
    expect(redeem?.body).toMatchObject({ handle: HANDLE })
  })

  it('refuses a handle from another frame without asking the server', async () => {
    const frame = frameWith({})
    const reply = await frame.ask('CONNECT_SOCIAL', { uri: HANDLE })
    expect(reply).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: 'This sign-in result belongs to another browser or window' },
    })
    expect(frame.http.calls.map((call) => call.path)).not.toContain(ApiPaths.SOCIAL_REDEEM)
  })

  it("passes the server's refusal on (an expired result)", async () => {
    const frame = frameWith({
      [ApiPaths.SOCIAL_REDEEM]: () => ({
        status: 410,
        body: { message: 'This sign-in result has expired, sign in again' },
      }),
    })
    await frame.ask('GET_SOCIAL_REDIRECT_URI', { provider: 'discord' })
    expect(await frame.ask('CONNECT_SOCIAL', { uri: HANDLE })).toMatchObject({
      payload: { message: 'This sign-in result has expired, sign in again' },
    })
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
