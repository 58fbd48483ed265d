import { beforeEach, describe, expect, it, vi } from 'vitest'
import { localhost } from '../../networks/localhost'
import { WALLET_ADDRESS } from '../../testing/mockWallet'
import { testSolana } from '../../testing/testNetworks'
import { fakeEvmRpc } from './balancesFakeRpc'
import { GOLD, installBalancesHarness, JUNK, setupBalances, TUSD } from './balancesHarness'
import type { DappTokens } from './index'

installBalancesHarness()

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
    const { balances, connect, account } = setupBalances({
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
    const { balances, connect } = setupBalances({
      blockchainApi: false,
      rpc: { 'http://127.0.0.1:8545': (body) => rpc.handle(body) },
    })
    connect()
    expect((await balances.fetch()).map((balance) => balance.symbol)).toEqual(['ETH'])
    expect(rpc.requests.map((request) => request.method)).toEqual(['eth_getBalance'])
  })

  it('reads a Solana balance through getBalance, even from a node that lists no token accounts', async () => {
    const solana = testSolana
    const { balances, connect, account } = setupBalances({
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
    const { balances, connect, toasts } = setupBalances({
      blockchainApi: false,
      rpc: { 'http://127.0.0.1:8545': () => new Response('down', { status: 502 }) },
    })
    connect()
    await balances.fetch()
    expect(toasts().message).toBe('Token Balance Unavailable')
    expect(balances.store.getState().status).toBe('error')
  })
})
