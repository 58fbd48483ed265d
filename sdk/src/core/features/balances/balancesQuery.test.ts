import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { describe, expect, it, vi } from 'vitest'
import { WALLET_ADDRESS } from '../../testing/mockWallet'
import { BALANCE_PATH, installBalancesHarness, setupBalances } from './balancesHarness'
import { getBalancesQueryKey, getBalancesQueryOptions } from './balancesQuery'

installBalancesHarness()

const CAIP10 = `eip155:31337:${WALLET_ADDRESS}`

describe('getBalancesQueryOptions', () => {
  it('keys an account’s balances under @airlock, the active account by default', () => {
    const { balances, stores, connect } = setupBalances()
    expect(getBalancesQueryKey({ caipAddress: CAIP10 })).toEqual(['@airlock', 'balances', CAIP10])
    const none = getBalancesQueryOptions({ balances, stores })
    expect(none).toMatchObject({ queryKey: ['@airlock', 'balances', ''], enabled: false })
    connect()
    expect(getBalancesQueryOptions({ balances, stores })).toMatchObject({
      queryKey: ['@airlock', 'balances', CAIP10],
      enabled: true,
      retry: false,
    })
  })

  it("shares one request and one answer between the dapp's own query and the modal's fetch", async () => {
    const queryClient = new QueryClient()
    const { balances, stores, connect, server } = setupBalances({ queryClient })
    connect()
    // The dapp's own observer (what useQuery does), over the QueryClient it gave createAirlock.
    const observer = new QueryObserver(queryClient, getBalancesQueryOptions({ balances, stores }))
    const unsubscribe = observer.subscribe(() => {})
    const shown = await balances.fetch()
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'))
    expect(server.to(BALANCE_PATH)).toHaveLength(1)
    expect(observer.getCurrentResult().data?.balances).toBe(shown)
    expect(shown.map((balance) => balance.symbol)).toEqual(['ETH', 'TUSD'])
    // The modal's store shows the same answer: it follows the query.
    expect(balances.store.getState()).toMatchObject({ status: 'loaded', balances: shown })
    unsubscribe()
    queryClient.clear()
  })

  it("fails the dapp's query with 'Token Balance Unavailable', and the modal shows it too", async () => {
    const queryClient = new QueryClient()
    const { balances, stores, connect, server, toasts } = setupBalances({ queryClient })
    server.route('GET /v1/account/*', Response.json({}, { status: 500 }))
    connect()
    await expect(
      queryClient.fetchQuery(getBalancesQueryOptions({ balances, stores })),
    ).rejects.toThrow('Token Balance Unavailable')
    expect(toasts().message).toBe('Token Balance Unavailable')
    expect(balances.store.getState()).toMatchObject({
      status: 'error',
      error: 'Token Balance Unavailable',
    })
    // SPEC §8: the modal asks nothing new for 30 s.
    expect(await balances.fetch()).toEqual([])
    expect(server.to(BALANCE_PATH)).toHaveLength(1)
    queryClient.clear()
  })

  it('refuses to read an account that is no longer the active one', async () => {
    const { balances, connect } = setupBalances()
    connect()
    await expect(balances.read({ caipAddress: 'eip155:31337:0xother' })).rejects.toThrow(
      'Token Balance Unavailable',
    )
  })
})
