import type { CaipAddress } from '@airlock/protocol'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../createAirlock'
import { localhost } from '../../networks/localhost'
import type { CaipNetwork } from '../../networks/types'
import { createDefaultSiwx } from '../../siwx/defaultSiwx'
import { createSiweMessageText } from '../../siwx/eip4361'
import { SIWX_STORAGE_KEY } from '../../siwx/storage'
import type { SIWXConfig } from '../../siwx/types'
import { createTestAirlock, signIn } from '../../testing/airlockHarness'
import type { FakeFrame, FakeHandlers, PostedMessage } from '../../testing/fakeFrame'

const wallet = privateKeyToAccount(generatePrivateKey())
const CHAIN = 'eip155:31337'

/** The embedded wallet answers with our local account; signatures wait for the test. */
const handlers: FakeHandlers = {
  GET_USER: (payload) => ({
    success: {
      email: 'ada@example.com',
      address: wallet.address,
      chainId: (payload as { chainId?: number } | undefined)?.chainId ?? 31337,
      accounts: [{ address: wallet.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    },
  }),
  RPC_REQUEST: 'silent',
}

let airlock: AirlockInstance

/** An instance with `siwx` (the default one unless given; null for none). */
function start(siwx: SIWXConfig | null = createDefaultSiwx(), extra = {}): AirlockInstance {
  airlock = createTestAirlock({ siwx: siwx ?? undefined, ...extra })
  return airlock
}

async function personalSign(frame: FakeFrame): Promise<PostedMessage> {
  let request: PostedMessage | undefined
  await vi.waitFor(() => {
    request = frame.posted.find(
      (entry) => (entry.payload as { method?: string }).method === 'personal_sign',
    )
    expect(request).toBeDefined()
  })
  if (!request) throw new Error('personal_sign not sent')
  return request
}

async function approve(frame: FakeFrame): Promise<void> {
  const request = await personalSign(frame)
  const [hex] = (request.payload as { params: [`0x${string}`, string] }).params
  frame.succeed(request, await wallet.signMessage({ message: { raw: hex } }))
}

const view = () => airlock.stores.router.getState().view
const siwxState = () => airlock.stores.siwx.getState()

async function prompted(): Promise<void> {
  await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  airlock.destroy()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('after connect', () => {
  it('opens SIWXSignMessage for an account without a session', async () => {
    start()
    await signIn(airlock, handlers)
    await prompted()
    expect(airlock.getState().open).toBe(true)
    expect(siwxState().pending).toEqual({ chainId: CHAIN, address: wallet.address })
  })

  it('does not prompt when a valid session is stored for the account', async () => {
    const siwx = createDefaultSiwx({ domain: location.host, uri: location.href })
    const message = await siwx.createMessage({ chainId: CHAIN, accountAddress: wallet.address })
    const { toString: _text, ...data } = message
    const text = createSiweMessageText(data)
    await siwx.addSession({
      data,
      message: text,
      signature: await wallet.signMessage({ message: text }),
    })
    const getSessions = vi.spyOn(siwx, 'getSessions')
    start(siwx)
    await signIn(airlock, handlers)
    await vi.waitFor(() => expect(getSessions).toHaveBeenCalledWith(CHAIN, wallet.address))
    await getSessions.mock.results[0]?.value
    await vi.advanceTimersByTimeAsync(0)
    expect(airlock.getState()).toMatchObject({ open: false, view: 'Account' })
    expect(siwxState().pending).toBeUndefined()
  })
})

describe('signIn', () => {
  it('signs with the wallet, stores the session and closes the modal', async () => {
    start()
    const frame = await signIn(airlock, handlers)
    await prompted()
    const signing = airlock.signIn()
    await personalSign(frame)
    // The embedded wallet asks for its approval over the sign view.
    expect(view()).toBe('ApproveTransaction')
    await approve(frame)
    await signing
    expect(airlock.getState().open).toBe(false)
    expect(siwxState()).toMatchObject({ pending: undefined, signing: false, error: undefined })
    const stored = JSON.parse(localStorage.getItem(SIWX_STORAGE_KEY) ?? '[]')
    expect(stored).toHaveLength(1)
    expect(stored[0].data).toMatchObject({ chainId: CHAIN, accountAddress: wallet.address })
  })

  it('on a decline stays on the view with "Signature declined"', async () => {
    start()
    const frame = await signIn(airlock, handlers)
    await prompted()
    const signing = airlock.signIn()
    frame.fail(await personalSign(frame), 'User rejected the request')
    await expect(signing).rejects.toMatchObject({ message: 'Signature declined', rpcCode: 4001 })
    expect(airlock.getState()).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    expect(siwxState()).toMatchObject({ error: 'Signature declined', signing: false })
    expect(airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Signature declined',
    })
    expect(localStorage.getItem(SIWX_STORAGE_KEY)).toBeNull()
  })

  it('reopens the view when the modal was closed meanwhile', async () => {
    start()
    const frame = await signIn(airlock, handlers)
    await prompted()
    airlock.close()
    const signing = airlock.signIn()
    frame.fail(await personalSign(frame), 'User rejected the request')
    await expect(signing).rejects.toThrow('Signature declined')
    expect(airlock.getState()).toMatchObject({ open: true, view: 'SIWXSignMessage' })
  })

  it('refuses a signature from another account, after asking the chain (smart accounts)', async () => {
    // The network's RPC answers the ERC-6492 validator call: 0x00, not valid.
    const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
      const { id } = JSON.parse(String(init?.body)) as { id: number }
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: `0x${'0'.repeat(64)}` }))
    })
    vi.stubGlobal('fetch', fetch)
    start()
    const frame = await signIn(airlock, handlers)
    await prompted()
    const signing = airlock.signIn()
    const request = await personalSign(frame)
    const impostor = privateKeyToAccount(generatePrivateKey())
    const [hex] = (request.payload as { params: [`0x${string}`] }).params
    frame.succeed(request, await impostor.signMessage({ message: { raw: hex } }))
    await expect(signing).rejects.toThrow('Sign message failed')
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:8545/', expect.anything())
    expect(siwxState().error).toBe('Sign message failed')
    expect(localStorage.getItem(SIWX_STORAGE_KEY)).toBeNull()
  })
})

describe('cancelSignIn', () => {
  it('disconnects when sign-in is required', async () => {
    start(createDefaultSiwx({ required: true }))
    await signIn(airlock, handlers)
    await prompted()
    await airlock.cancelSignIn()
    expect(airlock.getState()).toMatchObject({ status: 'disconnected', view: 'Connect' })
    expect(siwxState().pending).toBeUndefined()
  })

  it('closes and returns to Connect when sign-in is optional; the wallet stays', async () => {
    start()
    await signIn(airlock, handlers)
    await prompted()
    await airlock.cancelSignIn()
    expect(airlock.getState()).toMatchObject({ open: false, view: 'Connect', status: 'connected' })
  })
})

describe('closing', () => {
  it('is refused on the sign and approve views while a required sign-in has no session', async () => {
    start(createDefaultSiwx({ required: true }))
    const frame = await signIn(airlock, handlers)
    await prompted()
    expect(airlock.close()).toBe(false)
    expect(airlock.stores.modal.getState().shake).toBe(true)
    const signing = airlock.signIn()
    await personalSign(frame)
    expect(view()).toBe('ApproveTransaction')
    expect(airlock.close()).toBe(false)
    await approve(frame)
    await signing
    expect(airlock.getState().open).toBe(false)
    airlock.open({ view: 'SIWXSignMessage' })
    expect(airlock.close()).toBe(true)
  })

  it('is allowed on the sign view when sign-in is optional', async () => {
    start()
    await signIn(airlock, handlers)
    await prompted()
    expect(airlock.close()).toBe(true)
  })
})

describe('signOutOnDisconnect', () => {
  it('revokes the account session when the wallet disconnects', async () => {
    const siwx = createDefaultSiwx()
    const revoke = vi.spyOn(siwx, 'revokeSession')
    start(siwx)
    const frame = await signIn(airlock, handlers)
    await prompted()
    const signing = airlock.signIn()
    await approve(frame)
    await signing
    await airlock.disconnect()
    expect(revoke).toHaveBeenCalledWith(CHAIN, wallet.address)
    await vi.waitFor(() => expect(localStorage.getItem(SIWX_STORAGE_KEY)).toBeNull())
  })

  it('keeps the session when turned off', async () => {
    const siwx = createDefaultSiwx({ signOutOnDisconnect: false })
    const revoke = vi.spyOn(siwx, 'revokeSession')
    start(siwx)
    await signIn(airlock, handlers)
    await prompted()
    await airlock.disconnect()
    expect(revoke).not.toHaveBeenCalled()
  })
})

describe('errors (SPEC §5)', () => {
  const solana: CaipNetwork = {
    ...localhost,
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  }

  /** Puts an account straight into the stores, as a connector would. */
  function connectDirectly(namespace: 'eip155' | 'solana', caipAddress: CaipAddress): void {
    const { chains, connection } = airlock.stores
    const address = caipAddress.split(':')[2] ?? ''
    chains.getState().setAccount(namespace, { address, caipAddress, status: 'connected' })
    chains.getState().setActiveNamespace(namespace)
    connection.getState().connected({ connectorId: 'test', namespace, address, caipAddress })
  }

  it('"SIWX is not enabled" without siwx', async () => {
    start(null)
    await expect(airlock.signIn()).rejects.toThrow('SIWX is not enabled')
  })

  it('"No ActiveCaipAddress found" when nothing is connected', async () => {
    start()
    await expect(airlock.signIn()).rejects.toThrow('No ActiveCaipAddress found')
  })

  it('"No ActiveCaipNetwork or client found" when the active chain has no network', async () => {
    start()
    connectDirectly('eip155', `${CHAIN}:${wallet.address}`)
    const { chains } = airlock.stores
    const eip155 = chains.getState().chains.eip155
    if (!eip155) throw new Error('no eip155 chain')
    chains.setState({
      chains: { eip155: { ...eip155, network: { ...eip155.network, caipNetwork: undefined } } },
    })
    await expect(airlock.signIn()).rejects.toThrow('No ActiveCaipNetwork or client found')
  })

  it('"No ConnectionController client found" when no wallet can sign for the account', async () => {
    start(createDefaultSiwx(), { networks: [solana] })
    connectDirectly(
      'solana',
      `${solana.caipNetworkId}:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin`,
    )
    await expect(airlock.signIn()).rejects.toThrow('No ConnectionController client found')
  })
})
