import {
  type InfiniteData,
  InfiniteQueryObserver,
  QueryClient,
  type QueryKey,
} from '@tanstack/query-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FakeRequest } from '../../clients/blockchainApi/fakeBlockchainApi'
import type { Transaction } from '../../clients/blockchainApi/types'
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
})
