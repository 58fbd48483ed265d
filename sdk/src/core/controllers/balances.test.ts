import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleBalances } from '../clients/blockchainApi/fakeBlockchainApi'
import { localhost, localhost2 } from '../networks/localhost'
import { featureHarness } from '../testing/accountFeaturesHarness'
import { createMockWallet, OTHER_ADDRESS, WALLET_ADDRESS } from '../testing/mockWallet'
import { testSolana } from '../testing/testNetworks'
import type { DappTokens } from './balances'
import { fakeEvmRpc } from './balancesFakeRpc'

const BALANCE_PATH = `/v1/account/${WALLET_ADDRESS}/balance`
const TUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const GOLD = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const JUNK = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0'

let dispose: (() => void) | undefined

function setup(
  options: Parameters<typeof featureHarness>[0] & {
    tokens?: DappTokens
    wallet?: ReturnType<typeof createMockWallet>
  } = {},
) {
  const harness = featureHarness({ ...options, provider: options.wallet?.provider })
  harness.server.route('GET /v1/supported-chains', { http: ['eip155:31337'], ws: [] })
  harness.server.route('GET /v1/account/*', sampleBalances)
  const { balances } = harness.features
  dispose = harness.features.dispose
  const toasts = () => harness.stores.toast.getState()
  return { ...harness, balances, toasts }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  dispose?.()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('balances from the blockchain API', () => {
  it('lists the tokens native first, drops zero-decimals assets and fills the account', async () => {
    const { balances, connect, account, server } = setup()
    connect()
    const listed = await balances.fetch()
    expect(listed.map((balance) => balance.symbol)).toEqual(['ETH', 'TUSD'])
    expect(server.to(BALANCE_PATH)[0]?.query).toMatchObject({
      chainId: 'eip155:31337',
      currency: 'usd',
    })
    expect(balances.store.getState()).toMatchObject({
      status: 'loaded',
      source: 'api',
      totalValue: 3012.845,
      caipAddress: `eip155:31337:${WALLET_ADDRESS}`,
    })
    expect(account()).toMatchObject({
      balance: '1.000',
      balanceSymbol: 'ETH',
      tokenBalance: listed,
    })
  })

  it('answers from the 30 s cache until forceUpdate', async () => {
    const { balances, connect, server } = setup()
    connect()
    await balances.fetch()
    await balances.fetch()
    expect(server.to(BALANCE_PATH)).toHaveLength(1)
    await balances.fetch({ forceUpdate: true })
    expect(server.to(BALANCE_PATH).map((request) => request.query.forceUpdate)).toEqual([
      undefined,
      'true',
    ])
  })

  it('shares one request between two callers', async () => {
    const { balances, connect, server } = setup()
    connect()
    const [first, second] = await Promise.all([balances.fetch(), balances.fetch()])
    expect(first).toBe(second)
    expect(server.to(BALANCE_PATH)).toHaveLength(1)
  })

  it("shows 'Token Balance Unavailable' on an unsupported network and waits 30 s to retry", async () => {
    const { balances, connect, stores, server, toasts } = setup()
    stores.chains.getState().setCaipNetwork('eip155', localhost2)
    connect()
    expect(await balances.fetch()).toEqual([])
    expect(toasts()).toMatchObject({ open: true, variant: 'error' })
    expect(toasts().message).toBe('Token Balance Unavailable')
    expect(balances.store.getState()).toMatchObject({
      status: 'error',
      error: 'Token Balance Unavailable',
    })
    expect(server.to(`/v1/account/${WALLET_ADDRESS}/balance`)).toHaveLength(0)
    toasts().hide()
    await vi.advanceTimersByTimeAsync(29_999)
    await balances.fetch()
    expect(toasts().open).toBe(false)
    expect(server.requests).toHaveLength(1) // supported-chains only
    await vi.advanceTimersByTimeAsync(1)
    server.route('GET /v1/supported-chains', { http: ['eip155:31338'], ws: [] })
    await balances.fetch()
    // supported-chains was remembered: the retry goes to the balance.
    expect(balances.store.getState().status).toBe('error')
  })

  it('shows the same toast when the API fails, and recovers after the retry window', async () => {
    const { balances, connect, server, toasts } = setup()
    server.route('GET /v1/account/*', Response.json({}, { status: 500 }))
    connect()
    await balances.fetch()
    expect(toasts().message).toBe('Token Balance Unavailable')
    server.route('GET /v1/account/*', sampleBalances)
    await vi.advanceTimersByTimeAsync(30_000)
    expect((await balances.fetch()).map((balance) => balance.symbol)).toEqual(['ETH', 'TUSD'])
    expect(balances.store.getState()).toMatchObject({ status: 'loaded', lastRetry: undefined })
  })

  it('resets when the account or the network changes, and clears the stale account balance', async () => {
    const { balances, connect, stores, account } = setup()
    connect()
    await balances.fetch()
    stores.chains.getState().setCaipNetwork('eip155', localhost2)
    expect(balances.store.getState()).toMatchObject({ status: 'idle', balances: [] })
    await vi.advanceTimersByTimeAsync(0)
    expect(account()).toMatchObject({ balance: undefined, tokenBalance: undefined })
    stores.chains.getState().setCaipNetwork('eip155', localhost)
    await balances.fetch()
    connect(OTHER_ADDRESS)
    expect(balances.store.getState().status).toBe('idle')
  })

  it('drops the answer of a fetch overtaken by an account change', async () => {
    const { balances, connect, server, account } = setup()
    let answer: (value: unknown) => void = () => {}
    server.route('GET /v1/account/*', () => new Promise((resolve) => (answer = resolve)))
    connect()
    const pending = balances.fetch()
    await vi.advanceTimersByTimeAsync(0)
    connect(OTHER_ADDRESS)
    answer(sampleBalances)
    expect(await pending).toEqual([])
    expect(balances.store.getState().status).toBe('idle')
    expect(account()?.tokenBalance).toBeUndefined()
  })

  it('does nothing without a connected account', async () => {
    const { balances, fetch } = setup()
    expect(await balances.fetch()).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
    expect(balances.store.getState().status).toBe('idle')
  })
})

describe('balances from the wallet (wallet_getAssets)', () => {
  it('asks the wallet only when it reports asset discovery for the chain', async () => {
    const wallet = createMockWallet()
    wallet.respond('wallet_getCapabilities', {
      result: { '0x7a69': { assetDiscovery: { supported: true } } },
    })
    wallet.respond('wallet_getAssets', {
      result: {
        '0x7a69': [
          { address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE' },
          {
            address: TUSD,
            balance: '0x1312d00',
            type: 'ERC20',
            metadata: { name: 'Test USD', symbol: 'TUSD', decimals: 6, price: 1, value: 20 },
          },
          { address: JUNK, balance: '0x1', type: 'ERC20', metadata: { symbol: 'J', decimals: 0 } },
          { address: GOLD, balance: '0x1', type: 'ERC721', metadata: { symbol: 'NFT' } },
        ],
      },
    })
    const { balances, connect, server } = setup({ wallet })
    connect()
    const listed = await balances.fetch()
    expect(listed).toEqual([
      expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '1' } }),
      expect.objectContaining({
        symbol: 'TUSD',
        address: `eip155:31337:${TUSD}`,
        quantity: { decimals: '6', numeric: '20' },
        value: 20,
      }),
    ])
    expect(balances.store.getState().source).toBe('wallet')
    expect(server.requests).toHaveLength(0)
    expect(wallet.calls.find((call) => call.method === 'wallet_getAssets')?.params).toEqual([
      { account: WALLET_ADDRESS, chainFilter: ['0x7a69'] },
    ])
  })

  it('never calls wallet_getAssets when the wallet does not report it', async () => {
    const wallet = createMockWallet()
    const { balances, connect } = setup({ wallet })
    connect()
    await balances.fetch()
    await balances.fetch({ forceUpdate: true })
    expect(wallet.methods()).toEqual(['wallet_getCapabilities'])
    expect(balances.store.getState().source).toBe('api')
  })
})

describe('balances without a blockchain API (RPC)', () => {
  const rpc = fakeEvmRpc({
    native: { [WALLET_ADDRESS]: 2_500_000_000_000_000_000n },
    tokens: {
      [TUSD]: {
        symbol: 'TUSD',
        name: 'Test USD',
        decimals: 6,
        balances: { [WALLET_ADDRESS]: 12_345_678n },
      },
      [GOLD]: {
        symbol: 'GLD',
        name: 'Gold',
        decimals: 18,
        balances: { [WALLET_ADDRESS]: 10n ** 18n },
      },
      [JUNK]: { symbol: 'JNK', name: 'Junk', decimals: 0, balances: { [WALLET_ADDRESS]: 5n } },
    },
  })
  const tokens: DappTokens = {
    'eip155:31337': [
      { address: TUSD, symbol: 'TUSD', decimals: 6, iconUrl: 'https://icons.example/tusd.png' },
      { address: GOLD },
      { address: JUNK },
      // Not a contract on this chain: left out, the others still shown.
      { address: '0x000000000000000000000000000000000000dead', symbol: 'DEAD', decimals: 18 },
    ],
  }

  beforeEach(() => {
    // viem's batch scheduler waits on real timers; only the clock of the caches is faked.
    vi.useRealTimers()
    vi.useFakeTimers({ toFake: ['Date'] })
  })

  it('reads the native balance and the listed tokens in one multicall', async () => {
    rpc.requests.length = 0
    const { balances, connect, account } = setup({
      blockchainApi: false,
      tokens,
      rpc: { 'http://127.0.0.1:8545': (body) => rpc.handle(body) },
    })
    connect()
    const listed = await balances.fetch()
    expect(
      listed.map(({ symbol, name, quantity, address }) => [symbol, name, quantity, address]),
    ).toEqual([
      ['ETH', 'Ether', { decimals: '18', numeric: '2.5' }, undefined],
      // What the dapp left out (name) is read from the contract.
      ['TUSD', 'Test USD', { decimals: '6', numeric: '12.345678' }, `eip155:31337:${TUSD}`],
      ['GLD', 'Gold', { decimals: '18', numeric: '1' }, `eip155:31337:${GOLD}`],
    ])
    expect(rpc.requests.map((request) => request.method).sort()).toEqual([
      'eth_call',
      'eth_getBalance',
    ])
    expect(balances.store.getState().source).toBe('rpc')
    expect(account()).toMatchObject({ balance: '2.500', balanceSymbol: 'ETH' })
    // Native balance cache: 30 s.
    await balances.fetch()
    expect(rpc.requests).toHaveLength(2)
    vi.setSystemTime(Date.now() + 30_000)
    await balances.fetch()
    expect(rpc.requests).toHaveLength(4)
  })

  it('reads only the native balance where the dapp lists no token', async () => {
    rpc.requests.length = 0
    const { balances, connect } = setup({
      blockchainApi: false,
      rpc: { 'http://127.0.0.1:8545': (body) => rpc.handle(body) },
    })
    connect()
    expect((await balances.fetch()).map((balance) => balance.symbol)).toEqual(['ETH'])
    expect(rpc.requests.map((request) => request.method)).toEqual(['eth_getBalance'])
  })

  it('reads a Solana balance through getBalance', async () => {
    const solana = testSolana
    const { balances, connect, account } = setup({
      blockchainApi: false,
      networks: [localhost, solana],
      rpc: {
        // viem's batching http transport sends an array of calls.
        'http://127.0.0.1:8899': (body) =>
          Response.json(
            (JSON.parse(body) as { id: number; method: string }[]).map(({ id, method }) =>
              method === 'getBalance'
                ? { jsonrpc: '2.0', id, result: { context: { slot: 1 }, value: 1_500_000_000 } }
                : { jsonrpc: '2.0', id, error: { code: -32601, message: 'not found' } },
            ),
          ),
      },
    })
    connect('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', 'solana')
    expect((await balances.fetch())[0]).toMatchObject({
      symbol: 'SOL',
      quantity: { decimals: '9', numeric: '1.5' },
    })
    expect(account('solana')).toMatchObject({ balance: '1.500', balanceSymbol: 'SOL' })
  })

  it("shows 'Token Balance Unavailable' when the node fails", async () => {
    const { balances, connect, toasts } = setup({
      blockchainApi: false,
      rpc: { 'http://127.0.0.1:8545': () => new Response('down', { status: 502 }) },
    })
    connect()
    await balances.fetch()
    expect(toasts().message).toBe('Token Balance Unavailable')
    expect(balances.store.getState().status).toBe('error')
  })
})
