import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeRequest } from '../../clients/blockchainApi/fakeBlockchainApi'
import type { Transaction } from '../../clients/blockchainApi/types'
import { localhost2 } from '../../networks/localhost'
import { endFeatureHarnesses, featureHarness } from '../../testing/accountFeaturesHarness'
import { OTHER_ADDRESS, WALLET_ADDRESS } from '../../testing/mockWallet'

const HISTORY_PATH = `/v1/account/${WALLET_ADDRESS}/history`

function transaction(
  id: string,
  minedAt: string,
  options: { spam?: boolean[]; status?: 'confirmed' | 'pending' } = {},
): Transaction {
  const spam = options.spam ?? [false]
  return {
    id,
    metadata: {
      operationType: 'send',
      hash: `0x${id}`,
      minedAt,
      sentFrom: WALLET_ADDRESS,
      sentTo: OTHER_ADDRESS,
      status: options.status ?? 'confirmed',
      nonce: 1,
      chain: 'eip155:31337',
    },
    transfers: spam.map((isSpam) => ({
      fungible_info: isSpam ? undefined : { name: 'Ether', symbol: 'ETH' },
      nft_info: isSpam ? { flags: { is_spam: true } } : undefined,
      direction: 'out',
      quantity: { numeric: '1' },
    })),
  }
}

const march = transaction('a', '2025-03-20T12:00:00Z')
const marchSpam = transaction('b', '2025-03-15T12:00:00Z', { spam: [true] })
const february = transaction('c', '2025-02-10T12:00:00Z', { spam: [false, true] })
const lastYear = transaction('d', '2024-12-10T12:00:00Z')

function setup(options: { pollPendingTransactions?: boolean; blockchainApi?: boolean } = {}) {
  const harness = featureHarness(options)
  const pages: Record<string, { data: Transaction[]; next: string | null }> = {
    first: { data: [march, marchSpam, february], next: 'cursor-2' },
    'cursor-2': { data: [february, lastYear], next: null },
  }
  harness.server.route('GET /v1/account/*', (request: FakeRequest) =>
    request.query.onramp
      ? { data: [lastYear], next: null }
      : pages[request.query.cursor ?? 'first'],
  )
  const { history } = harness.features
  return { ...harness, history, pages }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(endFeatureHarnesses)

describe('transaction history', () => {
  it('pages by cursor, hides spam and groups by year then month', async () => {
    const { history, connect, server, pages } = setup()
    connect()
    let answer: () => void = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.route('GET /v1/account/*', async (request: FakeRequest) => {
      await held
      return pages[request.query.cursor ?? 'first']
    })
    const loading = history.fetch()
    // The first call loads the features' chunk: give the import its time.
    await vi.waitFor(() => expect(history.store.getState().loading).toBe(true), {
      timeout: 10_000,
    })
    answer()
    await loading
    expect(history.store.getState()).toMatchObject({
      loading: false,
      empty: false,
      next: 'cursor-2',
    })
    expect(history.store.getState().transactions.map((tx) => tx.id)).toEqual(['a', 'c'])
    // The mixed transaction keeps its real transfer only.
    expect(history.store.getState().transactions[1]?.transfers).toHaveLength(1)
    await history.fetchNextPage()
    const { transactions, transactionsByYear, next } = history.store.getState()
    expect(transactions.map((tx) => tx.id)).toEqual(['a', 'c', 'd'])
    expect(next).toBeUndefined()
    expect(Object.keys(transactionsByYear)).toEqual(['2024', '2025'])
    expect(transactionsByYear[2025]?.[2]?.map((tx) => tx.id)).toEqual(['a'])
    expect(transactionsByYear[2025]?.[1]?.map((tx) => tx.id)).toEqual(['c'])
    expect(transactionsByYear[2024]?.[11]?.map((tx) => tx.id)).toEqual(['d'])
    expect(server.to(HISTORY_PATH).map((request) => request.query)).toEqual([
      expect.objectContaining({ chainId: 'eip155:31337', projectId: 'demo' }),
      expect.objectContaining({ chainId: 'eip155:31337', cursor: 'cursor-2' }),
    ])
    // No cursor left: nothing more is asked.
    await history.fetchNextPage()
    expect(server.to(HISTORY_PATH)).toHaveLength(2)
  })

  it('sets the empty flag when the account has no transactions', async () => {
    const { history, connect, pages } = setup()
    pages.first = { data: [marchSpam], next: null }
    connect()
    await history.fetch()
    expect(history.store.getState()).toMatchObject({
      loading: false,
      empty: true,
      transactions: [],
    })
  })

  it("shows 'Failed to fetch transactions', sets empty and clears the cursor on error", async () => {
    const { history, connect, server, stores } = setup()
    connect()
    await history.fetch()
    server.route('GET /v1/account/*', Response.json({}, { status: 502 }))
    await history.fetchNextPage()
    expect(history.store.getState()).toMatchObject({
      loading: false,
      empty: true,
      next: undefined,
      error: 'Failed to fetch transactions',
    })
    expect(stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to fetch transactions',
    })
  })

  it('requires an account address', async () => {
    const { history, server } = setup()
    await expect(history.fetch()).rejects.toThrow(
      'Fetching transactions requires an account address',
    )
    expect(server.requests).toHaveLength(0)
  })

  it('resets on an account or network change and drops a late answer', async () => {
    const { history, connect, server, stores } = setup()
    connect()
    await history.fetch()
    stores.chains.getState().setCaipNetwork('eip155', localhost2)
    expect(history.store.getState()).toMatchObject({ transactions: [], next: undefined })
    let answer: (value: unknown) => void = () => {}
    server.route('GET /v1/account/*', () => new Promise((resolve) => (answer = resolve)))
    const pending = history.fetch()
    await vi.advanceTimersByTimeAsync(0)
    connect(OTHER_ADDRESS)
    answer({ data: [march], next: null })
    await pending
    expect(history.store.getState()).toMatchObject({ transactions: [], loading: false })
  })

  it('fetches on-ramp purchases without the HTTP cache into coinbaseTransactions', async () => {
    const { history, connect, server } = setup()
    connect()
    await history.fetchOnrampTransactions()
    expect(server.to(HISTORY_PATH)[0]).toMatchObject({
      query: expect.objectContaining({ onramp: 'coinbase' }),
      cache: 'no-cache',
    })
    expect(history.store.getState().coinbaseTransactions[2024]?.[11]?.[0]?.id).toBe('d')
  })

  it('is unavailable and empty without a blockchain API', async () => {
    const { history, connect, fetch } = setup({ blockchainApi: false })
    connect()
    expect(history.available).toBe(false)
    await history.fetch()
    expect(history.store.getState()).toMatchObject({ empty: true, loading: false })
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('pending-transaction polling', () => {
  const pending = transaction('p', '2025-03-21T12:00:00Z', { status: 'pending' })

  it('is off by default', async () => {
    const { history, connect, pages, server } = setup()
    pages.first = { data: [pending], next: null }
    connect()
    await history.fetch()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(server.to(HISTORY_PATH)).toHaveLength(1)
  })

  it('re-reads every 30 s while a transaction is pending, then stops', async () => {
    const { history, connect, pages, server } = setup({ pollPendingTransactions: true })
    pages.first = { data: [pending, march], next: 'cursor-2' }
    connect()
    await history.fetch()
    await vi.advanceTimersByTimeAsync(29_999)
    expect(server.to(HISTORY_PATH)).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.to(HISTORY_PATH)).toHaveLength(2)
    // Mined, and a new transaction arrived meanwhile.
    const newer = transaction('n', '2025-03-22T12:00:00Z')
    pages.first = {
      data: [newer, { ...pending, metadata: { ...pending.metadata, status: 'confirmed' } }],
      next: 'x',
    }
    await vi.advanceTimersByTimeAsync(30_000)
    const state = history.store.getState()
    expect(state.transactions.map((tx) => [tx.id, tx.metadata.status])).toEqual([
      ['n', 'confirmed'],
      ['p', 'confirmed'],
      ['a', 'confirmed'],
    ])
    // The cursor of the list is kept: paging goes on where it was.
    expect(state.next).toBe('cursor-2')
    await vi.advanceTimersByTimeAsync(300_000)
    expect(server.to(HISTORY_PATH)).toHaveLength(3)
  })

  it('gives up after 99 polls', async () => {
    const { history, connect, pages, server } = setup({ pollPendingTransactions: true })
    pages.first = { data: [pending], next: null }
    connect()
    await history.fetch()
    await vi.advanceTimersByTimeAsync(30_000 * 120)
    expect(server.to(HISTORY_PATH)).toHaveLength(1 + 99)
  })

  it('stops when the account changes', async () => {
    const { history, connect, pages, server } = setup({ pollPendingTransactions: true })
    pages.first = { data: [pending], next: null }
    connect()
    await history.fetch()
    connect(OTHER_ADDRESS)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(server.to(HISTORY_PATH)).toHaveLength(1)
  })
})
