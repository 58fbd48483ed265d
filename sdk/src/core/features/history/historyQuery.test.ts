import {
  type InfiniteData,
  InfiniteQueryObserver,
  QueryClient,
  type QueryKey,
} from '@tanstack/query-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FakeRequest } from '../../clients/blockchainApi/fakeBlockchainApi'
import type { Transaction } from '../../clients/blockchainApi/types'
import { QUERY_KEY_ROOT } from '../../query/queryKeys'
import { endFeatureHarnesses, featureHarness } from '../../testing/accountFeaturesHarness'
import { OTHER_ADDRESS, WALLET_ADDRESS } from '../../testing/mockWallet'
import { getHistoryQueryKey, getHistoryQueryOptions, type HistoryPageData } from './historyQuery'

afterEach(endFeatureHarnesses)

const HISTORY_PATH = `/v1/account/${WALLET_ADDRESS}/history`
const CAIP10 = `eip155:31337:${WALLET_ADDRESS}`

const sent = (id: string, spam = false): Transaction => ({
  id,
  metadata: {
    operationType: 'send',
    hash: `0x${id}`,
    minedAt: '2025-03-20T12:00:00Z',
    sentFrom: WALLET_ADDRESS,
    sentTo: OTHER_ADDRESS,
    status: 'confirmed',
    nonce: 1,
    chain: 'eip155:31337',
  },
  transfers: [
    {
      fungible_info: spam ? undefined : { name: 'Ether', symbol: 'ETH' },
      nft_info: spam ? { flags: { is_spam: true } } : undefined,
      direction: 'out',
      quantity: { numeric: '1' },
    },
  ],
})

function setup(blockchainApi = true) {
  const queryClient = new QueryClient()
  const harness = featureHarness({ queryClient, blockchainApi })
  harness.server.route('GET /v1/account/*', (request: FakeRequest) =>
    request.query.cursor === 'cursor-2'
      ? { data: [sent('c')], next: null }
      : { data: [sent('a'), sent('b', true)], next: 'cursor-2' },
  )
  const airlock = { history: harness.features.history, stores: harness.stores }
  return { ...harness, airlock, queryClient }
}

describe('getHistoryQueryOptions', () => {
  it('key the account’s pages under @airlock, and wait for an account and an API', () => {
    const { airlock, connect } = setup()
    expect(getHistoryQueryOptions(airlock)).toMatchObject({ enabled: false })
    connect()
    expect(getHistoryQueryOptions(airlock)).toMatchObject({
      queryKey: getHistoryQueryKey({ caipAddress: CAIP10 }),
      enabled: true,
    })
    // Spelled out in historyQuery.ts (for the chunks): the same root as every SDK query.
    expect(getHistoryQueryKey({ caipAddress: CAIP10 })).toEqual([QUERY_KEY_ROOT, 'history', CAIP10])
    const bare = setup(false)
    bare.connect()
    expect(getHistoryQueryOptions(bare.airlock)).toMatchObject({ enabled: false })
  })

  it('page a dapp’s infinite query by cursor, spam hidden, until there is no next page', async () => {
    const { airlock, connect, server, queryClient } = setup()
    connect()
    const observer = new InfiniteQueryObserver<
      HistoryPageData,
      Error,
      InfiniteData<HistoryPageData, string | undefined>,
      QueryKey,
      string | undefined
    >(queryClient, getHistoryQueryOptions(airlock))
    const stop = observer.subscribe(() => {})
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'))
    await observer.fetchNextPage()
    const { data, hasNextPage } = observer.getCurrentResult()
    expect(data?.pages.flatMap((page) => page.transactions.map((tx) => tx.id))).toEqual(['a', 'c'])
    expect(hasNextPage).toBe(false)
    expect(server.to(HISTORY_PATH).map((request) => request.query.cursor)).toEqual([
      undefined,
      'cursor-2',
    ])
    stop()
    queryClient.clear()
  })

  it("fail with 'Failed to fetch transactions'", async () => {
    const { airlock, connect, server, queryClient } = setup()
    connect()
    server.route('GET /v1/account/*', Response.json({}, { status: 500 }))
    await expect(queryClient.fetchInfiniteQuery(getHistoryQueryOptions(airlock))).rejects.toThrow(
      'Failed to fetch transactions',
    )
    await expect(airlock.history.readPage({ caipAddress: 'eip155:31337:0xother' })).rejects.toThrow(
      'Failed to fetch transactions',
    )
    queryClient.clear()
  })

  it("share one request and one cache entry between the dapp's own query and the modal", async () => {
    const { airlock, connect, server, queryClient } = setup()
    connect()
    // The dapp's own observer (what useInfiniteQuery does), over the QueryClient it gave createAirlock.
    const observer = new InfiniteQueryObserver<
      HistoryPageData,
      Error,
      InfiniteData<HistoryPageData, string | undefined>,
      QueryKey,
      string | undefined
    >(queryClient, getHistoryQueryOptions(airlock))
    const stop = observer.subscribe(() => {})
    // The modal opens the Activity view meanwhile: it joins the dapp's request.
    await airlock.history.fetch()
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'))
    expect(server.to(HISTORY_PATH)).toHaveLength(1)
    expect(airlock.history.store.getState()).toMatchObject({ loading: false, next: 'cursor-2' })
    expect(airlock.history.store.getState().transactions.map((tx) => tx.id)).toEqual(['a'])
    // The modal's next page is the dapp's next page too.
    await airlock.history.fetchNextPage()
    const pages = observer.getCurrentResult().data?.pages
    expect(pages?.flatMap((page) => page.transactions.map((tx) => tx.id))).toEqual(['a', 'c'])
    expect(airlock.history.store.getState()).toMatchObject({ next: undefined })
    expect(server.to(HISTORY_PATH)).toHaveLength(2)
    expect(queryClient.getQueryCache().findAll({ queryKey: ['@airlock', 'history'] })).toHaveLength(
      1,
    )
    stop()
    queryClient.clear()
  })

  it("show a failure of the dapp's query in the modal: 'Failed to fetch transactions' and its toast", async () => {
    const { airlock, connect, server, queryClient, stores } = setup()
    connect()
    server.route('GET /v1/account/*', Response.json({}, { status: 500 }))
    await expect(queryClient.fetchInfiniteQuery(getHistoryQueryOptions(airlock))).rejects.toThrow(
      'Failed to fetch transactions',
    )
    // The modal's store follows the query once its feature is loaded (the first fetch loads it).
    await airlock.history.fetchNextPage()
    expect(airlock.history.store.getState()).toMatchObject({
      loading: false,
      empty: true,
      next: undefined,
      error: 'Failed to fetch transactions',
    })
    expect(stores.toast.getState()).toMatchObject({ message: 'Failed to fetch transactions' })
    queryClient.clear()
  })
})
