import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockEvent } from '../../airlockEvents'
import { getRecentWallets } from '../../connectors/recentWallets'
import { CONNECTED_WALLET_KEY, createWalletStorage } from '../../connectors/walletStorage'
import type { AirlockInstance, CreateAirlockOptions } from '../../createAirlock'
import { localhost, localhost2 } from '../../networks/localhost'
import type { ConnectionStatus } from '../../stores/connectionStore'
import { createTestAirlock, signIn } from '../../testing/airlockHarness'
import { TEST_ADDRESS } from '../../testing/fakeFrame'
import {
  createMockWallet,
  type MockWallet,
  OTHER_ADDRESS,
  providerError,
  WALLET_ADDRESS,
} from '../../testing/mockWallet'
import { testSolana } from '../../testing/testNetworks'

const instances: AirlockInstance[] = []
const stops: (() => void)[] = []

function make(overrides: Partial<CreateAirlockOptions> = {}) {
  const instance = createTestAirlock({ networks: [localhost, localhost2], ...overrides })
  instances.push(instance)
  return instance
}
function wallet(overrides: Parameters<typeof createMockWallet>[0] = {}): MockWallet {
  const mock = createMockWallet({
    rdns: 'dev.airlock.testwallet',
    name: 'Test Wallet',
    ...overrides,
  })
  stops.push(mock.announce())
  return mock
}
function record(airlock: AirlockInstance) {
  const statuses: ConnectionStatus[] = []
  const events: AirlockEvent[] = []
  airlock.stores.connection.subscribe((state, previous) => {
    if (state.status !== previous.status) statuses.push(state.status)
  })
  airlock.subscribeEvents((event) => events.push(event))
  return { statuses, events }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
  vi.restoreAllMocks()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('connect (SPEC §4)', () => {
  it('connecting → connected with the wallet account and chain, and CONNECT_SUCCESS', async () => {
    const mock = wallet({ chainId: 31338 })
    const airlock = make()
    const { statuses, events } = record(airlock)
    airlock.open()
    expect(airlock.stores.connection.getState().connectors).toMatchObject([
      {
        id: 'dev.airlock.testwallet',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        rdns: 'dev.airlock.testwallet',
      },
    ])
    await airlock.connect('dev.airlock.testwallet')
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(airlock.getAccount('eip155')).toMatchObject({
      address: WALLET_ADDRESS,
      caipAddress: `eip155:31338:${WALLET_ADDRESS}`,
      status: 'connected',
      connectorId: 'dev.airlock.testwallet',
    })
    expect(airlock.getState()).toMatchObject({ view: 'Account', caipNetwork: localhost2 })
    expect(events).toEqual([
      {
        type: 'CONNECT_SUCCESS',
        data: { method: 'browser', name: 'Test Wallet', connectorId: 'dev.airlock.testwallet' },
        timestamp: expect.any(Number),
      },
    ])
    expect(airlock.getProvider('eip155')).toBe(mock.provider)
  })

  it('a failure with nothing current ends disconnected, with CONNECT_ERROR', async () => {
    const mock = wallet()
    mock.respond('eth_requestAccounts', { error: providerError(4001, 'User denied') })
    const airlock = make()
    const { statuses, events } = record(airlock)
    await expect(airlock.connect('dev.airlock.testwallet')).rejects.toThrow(
      'User rejected the request',
    )
    expect(statuses).toEqual(['connecting', 'disconnected'])
    expect(airlock.stores.connection.getState().error).toBe('User rejected the request')
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      {
        type: 'CONNECT_ERROR',
        data: { message: 'User rejected the request', connectorId: 'dev.airlock.testwallet' },
      },
    ])
  })

  it('a failure while another connection is current returns to connected', async () => {
    const mock = wallet()
    mock.respond('eth_requestAccounts', { error: providerError(4001, 'User denied') })
    const airlock = make()
    await signIn(airlock)
    const { statuses } = record(airlock)
    await expect(airlock.connect('dev.airlock.testwallet')).rejects.toThrow()
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(airlock.stores.connection.getState().current?.connectorId).toBe('AUTH')
  })

  it("refuses a connector that is not in the page with 'Provider not found'", async () => {
    const airlock = make()
    await expect(airlock.connect('io.metamask')).rejects.toThrow('Provider not found')
    expect(airlock.getState().status).toBe('disconnected')
  })
})

describe("the wallet's own events", () => {
  it('follow the account and the chain, and an unknown chain opens UnsupportedChain', async () => {
    const mock = wallet()
    const airlock = make()
    await airlock.connect('dev.airlock.testwallet')
    mock.emit('accountsChanged', [OTHER_ADDRESS])
    expect(airlock.getState().caipAddress).toBe(`eip155:31337:${OTHER_ADDRESS}`)
    mock.emit('chainChanged', '0x7a6a')
    expect(airlock.getState()).toMatchObject({
      caipNetwork: localhost2,
      caipAddress: `eip155:31338:${OTHER_ADDRESS}`,
      open: false,
    })
    mock.emit('chainChanged', '0x1')
    expect(airlock.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    expect(airlock.getState().caipNetwork).toMatchObject({
      caipNetworkId: 'eip155:1',
      name: 'Unknown Network',
    })
    mock.emit('chainChanged', '0x7a69')
    expect(airlock.getState()).toMatchObject({ view: 'Account', caipNetwork: localhost })
  })

  it('no account left (the user disconnected in the wallet) disconnects, promoting the next connection', async () => {
    const mock = wallet()
    const airlock = make()
    await signIn(airlock)
    await airlock.connect('dev.airlock.testwallet')
    expect(airlock.stores.connection.getState().connections).toHaveLength(2)
    mock.emit('accountsChanged', [])
    expect(airlock.stores.connection.getState()).toMatchObject({
      status: 'connected',
      current: { connectorId: 'AUTH', address: TEST_ADDRESS },
      connections: [{ connectorId: 'AUTH' }],
    })
    expect(airlock.getAccount('eip155')).toMatchObject({
      address: TEST_ADDRESS,
      connectorId: 'AUTH',
    })
    expect(localStorage.getItem(CONNECTED_WALLET_KEY)).toBeNull()
    expect(mock.listenerCount('accountsChanged')).toBe(0)
  })
})

describe('disconnect (SPEC §4)', () => {
  it('ends the chain, revokes the permission, reports DISCONNECT_SUCCESS and promotes the next connection', async () => {
    const solana = testSolana
    const mock = wallet()
    const airlock = make({ networks: [localhost, solana], defaultNetwork: solana })
    await signIn(airlock)
    expect(airlock.getAccount('solana')?.connectorId).toBe('AUTH')
    await airlock.connect('dev.airlock.testwallet')
    const { events } = record(airlock)
    await airlock.disconnect('eip155')
    expect(mock.methods()).toContain('wallet_revokePermissions')
    expect(airlock.getAccount('eip155')).toMatchObject({
      address: undefined,
      connectorId: undefined,
    })
    expect(airlock.stores.connection.getState()).toMatchObject({
      status: 'connected',
      current: { connectorId: 'AUTH', namespace: 'solana' },
    })
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'DISCONNECT_SUCCESS', data: { namespace: 'eip155' } },
    ])
    await airlock.disconnect()
    expect(airlock.getState().status).toBe('disconnected')
  })

  it("collects a failure as 'Failed to disconnect chain {chain}: …' and reports DISCONNECT_ERROR", async () => {
    const airlock = make()
    await signIn(airlock)
    vi.spyOn(airlock.connector, 'signOut').mockRejectedValue(new Error('frame gone'))
    const { events } = record(airlock)
    await expect(airlock.disconnect()).rejects.toThrow(
      'Failed to disconnect chain eip155: frame gone',
    )
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      {
        type: 'DISCONNECT_ERROR',
        data: { message: 'Failed to disconnect chain eip155: frame gone' },
      },
    ])
  })
})

describe('recent wallets and reconnect', () => {
  it('keeps the last 2 wallets, most recent first', async () => {
    wallet({ rdns: 'io.metamask', name: 'MetaMask' })
    wallet({ rdns: 'io.rabby', name: 'Rabby Wallet' })
    wallet({ rdns: 'app.phantom', name: 'Phantom' })
    const airlock = make()
    const storage = createWalletStorage()
    await airlock.connect('io.metamask')
    await airlock.connect('io.rabby')
    await airlock.connect('app.phantom')
    expect(getRecentWallets(storage)).toEqual([
      { id: 'app.phantom', name: 'Phantom', rdns: 'app.phantom' },
      { id: 'io.rabby', name: 'Rabby Wallet', rdns: 'io.rabby' },
    ])
    await airlock.connect('io.rabby')
    expect(getRecentWallets(storage).map((recent) => recent.id)).toEqual([
      'io.rabby',
      'app.phantom',
    ])
  })

  it('reconnects after a reload when the wallet is announced and still grants an account', async () => {
    const mock = wallet()
    await make().connect('dev.airlock.testwallet')
    const calls = mock.calls.length
    const reloaded = make()
    expect(reloaded.getState().status).toBe('connecting')
    await reloaded.ready
    expect(reloaded.getState()).toMatchObject({ status: 'connected', address: WALLET_ADDRESS })
    // Quietly: eth_accounts, never a prompt.
    expect(mock.methods().slice(calls)).toEqual(['eth_accounts', 'eth_chainId'])
  })

  it('waits for a wallet that announces late', async () => {
    const early = createMockWallet({ rdns: 'dev.airlock.testwallet' })
    stops.push(early.announce())
    await make().connect('dev.airlock.testwallet')
    stops.pop()?.()
    const reloaded = make()
    await reloaded.ready
    expect(reloaded.getState().status).toBe('disconnected')
    stops.push(early.announce())
    await vi.waitFor(() => expect(reloaded.getState().status).toBe('connected'))
  })

  it('does not reconnect a wallet that no longer grants an account, nor one disconnected', async () => {
    const mock = wallet()
    await make().connect('dev.airlock.testwallet')
    mock.state.granted = false
    const reloaded = make()
    await reloaded.ready
    expect(reloaded.getState()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(localStorage.getItem(CONNECTED_WALLET_KEY)).toBeNull()

    const again = make()
    await again.connect('dev.airlock.testwallet')
    await again.disconnect()
    await make().ready
    expect(mock.methods().at(-1)).toBe('wallet_revokePermissions')
  })
})

describe('the browser-wallets feature and the instance lifetime', () => {
  it('destroyed while the reconnect flow loads: asks the wallet nothing and reports nothing', async () => {
    const mock = wallet()
    await make().connect('dev.airlock.testwallet')
    const calls = mock.calls.length
    const errors = vi.spyOn(console, 'error')
    const reloaded = make({ enableLogger: true })
    reloaded.destroy()
    await reloaded.ready
    await vi.runAllTimersAsync()
    expect(mock.methods().slice(calls)).toEqual([])
    expect(errors).not.toHaveBeenCalled()
  })

  it("refuses a connect after destroy with 'Request was aborted', asking the wallet nothing", async () => {
    const mock = wallet()
    const airlock = make()
    airlock.destroy()
    await expect(airlock.connect('dev.airlock.testwallet')).rejects.toThrow('Request was aborted')
    expect(mock.methods()).toEqual([])
  })
})
