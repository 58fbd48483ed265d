import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BLOCKCHAIN_API_URL } from '../../../core/clients/blockchainApi/fakeBlockchainApi'
import { localhost, localhost2 } from '../../../core/networks/localhost'
import { WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import { connectWithApi, settle } from '../../hooks/accountDataHarness'
import { installHookHarness, renderAirlockHook } from '../../hooks/hookHarness'
import { useAirlockHistory } from './useAirlockHistory'

const HISTORY_PATH = `/v1/account/${WALLET_ADDRESS}/history`
const transaction = (id: string) => ({
  id,
  metadata: {
    operationType: 'send',
    hash: `0x${id}`,
    minedAt: '2026-03-01T10:00:00Z',
    sentFrom: WALLET_ADDRESS,
    sentTo: '0x0000000000000000000000000000000000000001',
    status: 'confirmed',
    nonce: 1,
  },
  transfers: [],
})
const pages = (request: { query: Record<string, string> }) =>
  request.query.cursor === 'page-2'
    ? { data: [transaction('b')], next: null }
    : { data: [transaction('a')], next: 'page-2' }

afterEach(() => vi.unstubAllGlobals())

describe('useAirlockHistory', () => {
  const harness = installHookHarness(
    { networks: [localhost, localhost2], apiUrls: { blockchainApi: BLOCKCHAIN_API_URL } },
    { announce: true },
  )

  it('fetches the first page for the account, then the next on demand', async () => {
    const { airlock } = harness
    const api = await connectWithApi(airlock, { [`GET ${HISTORY_PATH}`]: pages })
    const { result } = renderAirlockHook(airlock, () => useAirlockHistory())
    await settle()
    expect(result.current.transactions.map((tx) => tx.id)).toEqual(['a'])
    expect(result.current).toMatchObject({ available: true, hasNextPage: true, isLoading: false })
    await act(async () => {
      await result.current.fetchNextPage()
    })
    expect(result.current.transactions.map((tx) => tx.id)).toEqual(['a', 'b'])
    expect(result.current.hasNextPage).toBe(false)
    expect(api.to(HISTORY_PATH)).toHaveLength(2)
  })

  it("says 'Failed to fetch transactions' when the API fails", async () => {
    const { airlock } = harness
    await connectWithApi(airlock, {
      [`GET ${HISTORY_PATH}`]: Response.json({}, { status: 500 }),
    })
    const { result } = renderAirlockHook(airlock, () => useAirlockHistory())
    await settle()
    expect(result.current).toMatchObject({
      transactions: [],
      error: 'Failed to fetch transactions',
    })
  })
})

describe('useAirlockHistory without a data API', () => {
  const harness = installHookHarness({ networks: [localhost] }, { announce: true })

  it('is not available and asks nothing', async () => {
    const { airlock } = harness
    const api = await connectWithApi(airlock)
    const { result } = renderAirlockHook(airlock, () => useAirlockHistory())
    await settle()
    expect(result.current).toMatchObject({ available: false, transactions: [] })
    expect(api.to(HISTORY_PATH)).toHaveLength(0)
  })
})
