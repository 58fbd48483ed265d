import { QueryClient } from '@tanstack/query-core'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BLOCKCHAIN_API_URL } from '../../../core/clients/blockchainApi/fakeBlockchainApi'
import { localhost, localhost2 } from '../../../core/networks/localhost'
import { WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import { connectWithApi, settle } from '../../hooks/accountDataHarness'
import { installHookHarness, renderAirlockHook } from '../../hooks/hookHarness'
import { useAirlockBalances } from './useAirlockBalances'

const BALANCE_PATH = `/v1/account/${WALLET_ADDRESS}/balance`
const options = {
  networks: [localhost, localhost2],
  apiUrls: { blockchainApi: BLOCKCHAIN_API_URL },
}

afterEach(() => vi.unstubAllGlobals())

describe('useAirlockBalances', () => {
  const harness = installHookHarness(options, { announce: true })

  it('is empty and asks nothing without an account', async () => {
    const { result } = renderAirlockHook(harness.airlock, () => useAirlockBalances())
    await settle()
    expect(result.current).toMatchObject({ balances: [], status: 'idle', isLoading: false })
  })

  it('fetches once for every component asking, and refetch skips the 30 s cache', async () => {
    const { airlock } = harness
    const api = await connectWithApi(airlock)
    const { result } = renderAirlockHook(airlock, () => [
      useAirlockBalances(),
      useAirlockBalances(),
    ])
    await settle()
    const [first, second] = result.current
    expect(first?.balances.map((balance) => balance.symbol)).toEqual(['ETH', 'TUSD'])
    expect(second?.balances).toBe(first?.balances)
    expect(first).toMatchObject({ status: 'loaded', source: 'api', totalValue: 3012.845 })
    expect(api.to(BALANCE_PATH)).toHaveLength(1)
    await act(async () => {
      await first?.refetch()
    })
    expect(api.to(BALANCE_PATH)).toHaveLength(2)
    expect(api.to(BALANCE_PATH)[1]?.query.forceUpdate).toBe('true')
  })

  it("says 'Token Balance Unavailable' when the API fails", async () => {
    const { airlock } = harness
    await connectWithApi(airlock, { 'GET /v1/account/*': Response.json({}, { status: 500 }) })
    const { result } = renderAirlockHook(airlock, () => useAirlockBalances())
    await settle()
    expect(result.current).toMatchObject({ status: 'error', error: 'Token Balance Unavailable' })
  })
})

describe('useAirlockBalances with the dapp’s QueryClient', () => {
  const queryClient = new QueryClient()
  const harness = installHookHarness({ ...options, queryClient }, { announce: true })
  afterEach(() => queryClient.clear())

  it('caches the answers there, under @airlock keys', async () => {
    const { airlock } = harness
    await connectWithApi(airlock)
    renderAirlockHook(airlock, () => useAirlockBalances())
    await settle()
    const keys = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['@airlock'] })
      .map((query) => query.queryKey.join('/'))
    expect(keys).toContain(
      `@airlock/cache/balance/eip155:31337/${WALLET_ADDRESS.toLowerCase()}/usd`,
    )
  })
})
