import { isValidOutgoingReply, type RequestName, requestNames } from '@airlock/protocol'
import { describe, expect, it } from 'vitest'
import { ApiPaths } from '../shared/apiContract'
import { createFrame, type RunningFrame } from './frame'
import { DAPP_ORIGIN, fakeEnvironment, type Route, settle, testConfig } from './testing'

const EVM = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'
const SOL = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
const TOKENS = { accessToken: 'access-secret', refreshToken: 'refresh-secret' }

const authed =
  (body: unknown): Route =>
  (_body, headers) =>
    headers.get('authorization') === `Bearer ${TOKENS.accessToken}`
      ? { status: 200, body }
      : { status: 401, body: { message: 'Session Expired' } }

const SIGN_IN_METHODS = [
  { kind: 'email', email: 'ada@example.com', linkedAt: '2030-01-01T00:00:00.000Z' },
  {
    kind: 'identity',
    id: 'f'.repeat(32),
    provider: 'google',
    userName: 'Ada',
    linkedAt: '2030-01-02T00:00:00.000Z',
  },
]

const routes: Record<string, Route> = {
  [ApiPaths.EMAIL_START]: () => ({ status: 200, body: { action: 'VERIFY_DEVICE' } }),
  [ApiPaths.DEVICE_STATUS]: () => ({ status: 200, body: { approved: true } }),
  [ApiPaths.OTP_VERIFY]: () => ({ status: 200, body: TOKENS }),
  [ApiPaths.REFRESH]: () => ({ status: 401, body: { message: 'Session Expired' } }),
  [ApiPaths.USER]: authed({ email: 'ada@example.com', addresses: { eip155: EVM, solana: SOL } }),
  [ApiPaths.EMAIL_UPDATE_APPROVAL]: authed({ approvalId: 'email-approval-1' }),
  [ApiPaths.EMAIL_UPDATE]: authed({ action: 'VERIFY_PRIMARY_OTP' }),
  [ApiPaths.EMAIL_UPDATE_PRIMARY]: authed({ action: 'VERIFY_SECONDARY_OTP' }),
  [ApiPaths.EMAIL_UPDATE_SECONDARY]: authed({ newEmail: 'new@example.com' }),
  [ApiPaths.APPROVALS]: authed({ approvalId: 'approval-1' }),
  [ApiPaths.RPC]: authed({ result: '0xsignature' }),
  [ApiPaths.SIGN_OUT]: () => ({ status: 200, body: {} }),
  [ApiPaths.SOCIAL_START]: () => ({
    status: 200,
    body: {
      flowId: 'flow-1',
      authorizeUrl: 'https://accounts.example/auth?state=s',
      binding: 'b'.repeat(43),
      startUrl: 'https://wallet.example/social/start?flow=flow-1',
    },
  }),
  [ApiPaths.SIGN_IN_METHODS]: () => ({ status: 200, body: { methods: SIGN_IN_METHODS } }),
  [ApiPaths.SIGN_IN_METHOD_REMOVAL_APPROVAL]: () => ({
    status: 200,
    body: { approvalId: 'grant-2' },
  }),
  [ApiPaths.SIGN_IN_METHOD_REMOVE]: () => ({
    status: 200,
    body: { methods: SIGN_IN_METHODS.slice(0, 1) },
  }),
  [ApiPaths.FARCASTER_START]: () => ({
    status: 200,
    body: { url: 'https://relay.example/~/siwf?channelToken=t', flowId: 'flow-2' },
  }),
}

/** One valid request per NAME, in an order where the login comes first. */
const requests: Record<RequestName, unknown> = {
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_DEVICE: {},
  CONNECT_OTP: { otp: '123456' },
  CONNECT_SOCIAL: { uri: 'https://example.com/cb?code=1' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'google' },
  CONNECT_FARCASTER: {},
  GET_FARCASTER_URI: {},
  GET_USER: { chainId: 1 },
  IS_CONNECTED: {},
  GET_CHAIN_ID: {},
  SWITCH_NETWORK: { chainId: 137 },
  RPC_REQUEST: { method: 'personal_sign', params: ['0x68656c6c6f', EVM], chainId: 1 },
  UPDATE_EMAIL: { email: 'new@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '111111' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '222222' },
  SYNC_THEME: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#47a1ff' } },
  SYNC_DAPP_DATA: {
    metadata: { name: 'Dapp', description: 'A dapp', url: 'https://claimed.example', icons: [] },
    projectId: 'demo',
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {},
  INIT_SMART_ACCOUNT: {},
  SET_PREFERRED_ACCOUNT: { type: 'eoa' },
  RELOAD: {},
  GET_SIGN_IN_METHODS: {},
  REMOVE_SIGN_IN_METHOD: { id: 'f'.repeat(32) },
  SIGN_OUT: {},
}

const expectedErrors: Partial<Record<RequestName, string>> = {
  // A callback URL, as old hosts sent (handlers/social.test.ts has the rest).
  CONNECT_SOCIAL:
    'CONNECT_SOCIAL needs the address GET_SOCIAL_REDIRECT_URI gave: a sign-in result cannot be handed to the wallet',
  // Asked before GET_FARCASTER_URI (handlers/farcaster.test.ts has the rest).
  CONNECT_FARCASTER: 'No Farcaster sign-in in progress',
  INIT_SMART_ACCOUNT: 'Smart accounts are not enabled on this secure site',
}

type Reply = { type: string; id?: string; payload?: { message?: string } & Record<string, unknown> }

function start(config = testConfig, origin = DAPP_ORIGIN) {
  const harness = fakeEnvironment(routes, origin)
  const started = createFrame(config, harness.env)
  const replies = () => harness.parent.posted.map((entry) => entry.message as Reply)
  const ask = async (
    name: RequestName,
    payload: unknown = requests[name],
    id: string | undefined = name,
  ) => {
    harness.request({ type: `@w3m-app/${name}`, ...(id ? { id } : {}), payload })
    const answers = () =>
      replies().filter((reply) => reply.id === id && reply.type.includes(`/${name}_`))
    // API calls are signed with the device key (WebCrypto, on Node's thread pool), which
    // a busy machine finishes in its own time: wait for the answer, then settle for more.
    const deadline = Date.now() + 5_000
    while (answers().length === 0 && Date.now() < deadline) await settle(1)
    await settle()
    return answers()
  }
  return { ...harness, started, replies, ask }
}

function approveEverything(frame: RunningFrame) {
  frame.approvals.subscribe(() => {
    const current = frame.approvals.current()
    if (current) frame.approvals.decide(current.id, true)
  })
}

describe('frame runtime', () => {
  it('posts READY to the verified origin once the ancestor is checked', () => {
    const { parent } = start()
    expect(parent.posted).toEqual([
      {
        message: { type: '@w3m-frame/READY', payload: { version: '0.1.0' } },
        targetOrigin: DAPP_ORIGIN,
      },
    ])
  })

  it('answers every request NAME exactly once, with SUCCESS or ERROR, in the strict wire shape', async () => {
    const frame = start()
    if (!frame.started.ok) throw new Error('frame did not start')
    approveEverything(frame.started.frame)
    for (const name of Object.keys(requests) as RequestName[]) {
      const answers = await frame.ask(name)
      expect(answers, name).toHaveLength(1)
      const [reply] = answers
      expect(isValidOutgoingReply(reply), name).toBe(true)
      const expected = expectedErrors[name]
      if (expected)
        expect(reply).toMatchObject({
          type: `@w3m-frame/${name}_ERROR`,
          payload: { message: expected },
        })
      else
        expect(reply?.type, `${name}: ${JSON.stringify(reply?.payload)}`).toBe(
          `@w3m-frame/${name}_SUCCESS`,
        )
    }
    expect(Object.keys(requests).sort()).toEqual([...requestNames].sort())
    for (const { targetOrigin } of frame.parent.posted) expect(targetOrigin).toBe(DAPP_ORIGIN)
    // Session credentials never leave the frame.
    expect(JSON.stringify(frame.replies())).not.toMatch(/access-secret|refresh-secret/)
  })

  it('reloads only after the RELOAD reply is posted', async () => {
    const frame = start()
    await frame.ask('RELOAD')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const replyIndex = frame
      .replies()
      .findIndex((reply) => reply.type === '@w3m-frame/RELOAD_SUCCESS')
    expect(frame.reloads).toEqual([replyIndex + 1])
  })

  it('answers requests without an id without an id (older hosts)', async () => {
    const frame = start()
    frame.request({ type: '@w3m-app/GET_CHAIN_ID' })
    await settle()
    expect(frame.replies().at(-1)).toEqual({
      type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
      payload: { chainId: 1 },
    })
  })

  it('reports eip155 chain ids as numbers and Solana ones as strings in GET_USER', async () => {
    const frame = start()
    await frame.ask('CONNECT_EMAIL')
    await frame.ask('CONNECT_OTP')
    const [evm] = await frame.ask('GET_USER', { chainId: 'eip155:8453' }, 'u1')
    expect(evm?.payload).toMatchObject({ chainId: 8453, address: EVM, email: 'ada@example.com' })
    const [sol] = await frame.ask('GET_USER', { chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, 'u2')
    expect(sol?.payload).toMatchObject({
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: SOL,
    })
    const [chain] = await frame.ask('GET_CHAIN_ID', {}, 'c1')
    expect(chain?.payload).toEqual({ chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  })

  it('refuses methods outside the policy without showing anything', async () => {
    const frame = start()
    if (!frame.started.ok) throw new Error('frame did not start')
    let shown = 0
    frame.started.frame.approvals.subscribe(() => shown++)
    const [reply] = await frame.ask('RPC_REQUEST', { method: 'eth_sign', params: [EVM, '0x00'] })
    expect(reply).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })
    expect(shown).toBe(0)
    expect(frame.http.calls).toHaveLength(0)
  })

  it('answers a rejected approval with the user-rejected message and records nothing', async () => {
    const frame = start()
    if (!frame.started.ok) throw new Error('frame did not start')
    const { approvals } = frame.started.frame
    await frame.ask('CONNECT_EMAIL')
    await frame.ask('CONNECT_OTP')
    approvals.subscribe(() => {
      const current = approvals.current()
      if (current) approvals.decide(current.id, false)
    })
    const [reply] = await frame.ask('RPC_REQUEST')
    expect(reply).toMatchObject({ payload: { message: 'User rejected the request' } })
    expect(frame.http.calls.map((call) => call.path)).not.toContain(ApiPaths.APPROVALS)
  })

  it('tells the server which site asked to sign in (for the approval page and mails)', async () => {
    const frame = start()
    const [reply] = await frame.ask('CONNECT_EMAIL')
    expect(reply?.payload).toEqual({ action: 'VERIFY_DEVICE' })
    expect(frame.http.calls.at(-1)).toMatchObject({
      path: ApiPaths.EMAIL_START,
      body: { email: 'ada@example.com', origin: DAPP_ORIGIN },
    })
  })

  it('forwards safe methods to the server without approval', async () => {
    const frame = start()
    await frame.ask('CONNECT_EMAIL')
    await frame.ask('CONNECT_OTP')
    const [reply] = await frame.ask('RPC_REQUEST', { method: 'eth_blockNumber', params: [] })
    expect(reply).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0xsignature' })
    expect(frame.http.calls.at(-1)).toMatchObject({
      path: ApiPaths.RPC,
      body: { method: 'eth_blockNumber', params: [], chainId: 'eip155:1' },
    })
  })

  it('SIGN_OUT forgets the session held in the frame', async () => {
    const frame = start()
    await frame.ask('CONNECT_EMAIL')
    await frame.ask('CONNECT_OTP')
    const [reply] = await frame.ask('SIGN_OUT')
    expect(reply?.type).toBe('@w3m-frame/SIGN_OUT_SUCCESS')
    const [connected] = await frame.ask('IS_CONNECTED', {}, 'after')
    expect(connected?.payload).toEqual({ isConnected: false })
  })

  it('ignores requests from any other origin', async () => {
    const frame = start()
    frame.request({ type: '@w3m-app/GET_CHAIN_ID', id: 'x' }, 'https://evil.example')
    await settle()
    expect(frame.replies()).toHaveLength(1) // READY only
  })
})

describe('frame runtime: unknown project and refused ancestors', () => {
  it('answers every request with Unauthorized: invalid key when the project is unknown', async () => {
    const frame = start(
      { ...testConfig, allowedOrigins: [], projectError: 'Unauthorized: invalid key' },
      'http://localhost:5173',
    )
    for (const name of requestNames) {
      const [reply] = await frame.ask(name)
      expect(reply, name).toEqual({
        type: `@w3m-frame/${name}_ERROR`,
        id: name,
        payload: { message: 'Unauthorized: invalid key' },
      })
    }
    expect(frame.http.calls).toHaveLength(0)
  })

  it('gives a disallowed ancestor no answer at all, not even READY', async () => {
    const frame = start(testConfig, 'https://evil.example')
    expect(frame.started).toEqual({ ok: false, reason: 'not-allowed' })
    expect(frame.inbox.closed).toBe(true)
    frame.request({ type: '@w3m-app/GET_CHAIN_ID', id: 'x' }, 'https://evil.example')
    await settle()
    expect(frame.parent.posted).toEqual([])
  })
})
