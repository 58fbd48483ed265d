import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BLOCKCHAIN_API_URL } from '../../../core/clients/blockchainApi/fakeBlockchainApi'
import { localhost, localhost2 } from '../../../core/networks/localhost'
import { WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import { connectWithApi, settle } from '../../hooks/accountDataHarness'
import { installHookHarness, renderAirlockHook } from '../../hooks/hookHarness'
import { useAirlockNames } from './useAirlockNames'

const profile = {
  name: 'ada.airlock.id',
  registered: 1_700_000_000,
  addresses: { '60': { address: WALLET_ADDRESS } },
  attributes: [],
}
const REVERSE_PATH = `/v1/profile/reverse/${WALLET_ADDRESS}`

afterEach(() => vi.unstubAllGlobals())

describe('useAirlockNames', () => {
  const harness = installHookHarness(
    { networks: [localhost, localhost2], apiUrls: { blockchainApi: BLOCKCHAIN_API_URL } },
    { announce: true },
  )

  it('reads the identity and the names of the address, cached 5 min; refetch asks again', async () => {
    const { airlock } = harness
    const api = await connectWithApi(airlock, {
      'GET /v1/identity/*': { name: 'ada.airlock.id', avatar: 'https://a.example/ada.png' },
      'GET /v1/profile/reverse/*': [profile],
    })
    const { result } = renderAirlockHook(airlock, () => [useAirlockNames(), useAirlockNames()])
    await settle()
    expect(result.current[0]).toMatchObject({
      name: 'ada.airlock.id',
      avatar: 'https://a.example/ada.png',
      names: [profile],
      available: true,
      error: undefined,
    })
    expect(api.to(REVERSE_PATH)).toHaveLength(1)
    await act(async () => {
      await result.current[0]?.refetch()
    })
    expect(api.to(REVERSE_PATH)).toHaveLength(2)
  })

  it("says 'Error fetching names for address' when the lookup fails", async () => {
    const { airlock } = harness
    await connectWithApi(airlock, {
      'GET /v1/profile/reverse/*': Response.json({}, { status: 500 }),
    })
    const { result } = renderAirlockHook(airlock, () => useAirlockNames())
    await settle()
    expect(result.current).toMatchObject({
      names: [],
      error: 'Error fetching names for address',
    })
  })
})
