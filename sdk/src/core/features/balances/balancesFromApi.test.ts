import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it, vi } from 'vitest'
import { sampleBalances } from '../../clients/blockchainApi/fakeBlockchainApi'
import { localhost, localhost2 } from '../../networks/localhost'
import { OTHER_ADDRESS, WALLET_ADDRESS } from '../../testing/mockWallet'
import { BALANCE_PATH, installBalancesHarness, setupBalances } from './balancesHarness'

installBalancesHarness()

describe('balances from the blockchain API', () => {
  it('lists the tokens native first, drops zero-decimals assets and fills the account', async () => {
    const { balances, connect, account, server } = setupBalances()
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
    const { balances, connect, server } = setupBalances()
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
    const { balances, connect, server } = setupBalances()
    connect()
    const [first, second] = await Promise.all([balances.fetch(), balances.fetch()])
    expect(first).toBe(second)
    expect(server.to(BALANCE_PATH)).toHaveLength(1)
  })

  it("two instances sharing the dapp's QueryClient share its answers, each filling its own store", async () => {
    const queryClient = new QueryClient()
    const first = setupBalances({ queryClient })
    const second = setupBalances({ queryClient })
    first.connect()
    second.connect()
    const [a, b] = await Promise.all([first.balances.fetch(), second.balances.fetch()])
    expect(a.map((balance) => balance.symbol)).toEqual(['ETH', 'TUSD'])
    expect(b).toEqual(a)
    expect(first.balances.store.getState().status).toBe('loaded')
    expect(second.balances.store.getState().status).toBe('loaded')
    // One request: the second instance's global fetch stub serves both.
    expect(second.server.to(BALANCE_PATH)).toHaveLength(1)
    queryClient.clear()
  })

  it("shows 'Token Balance Unavailable' on an unsupported network and waits 30 s to retry", async () => {
    const { balances, connect, stores, server, toasts } = setupBalances()
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
    const { balances, connect, server, toasts } = setupBalances()
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
    const { balances, connect, stores, account } = setupBalances()
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
    const { balances, connect, server, account } = setupBalances()
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
    const { balances, fetch } = setupBalances()
    expect(await balances.fetch()).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
    expect(balances.store.getState().status).toBe('idle')
  })
})
