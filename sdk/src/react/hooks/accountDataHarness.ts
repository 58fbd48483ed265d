/**
 * For the hooks over the account features: the fake data API as the global
 * fetch, and the announced test wallet connected. Tests only.
 */
import { act } from '@testing-library/react'
import { vi } from 'vitest'
import {
  type FakeBlockchainApi,
  type FakeRoute,
  fakeBlockchainApi,
  sampleBalances,
} from '../../core/clients/blockchainApi/fakeBlockchainApi'
import type { AirlockInstance } from '../../core/createAirlock'
import { HOOK_WALLET } from './hookHarness'

/** Lets lazy chunks load, requests answer and React render (fake timers stay where they are). */
export const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled()
    await vi.advanceTimersByTimeAsync(0)
  })

/** Serves the data API (balances, identity, anything in `routes`) and connects HOOK_WALLET. */
export async function connectWithApi(
  airlock: AirlockInstance,
  routes: Record<string, FakeRoute> = {},
): Promise<FakeBlockchainApi> {
  const api = fakeBlockchainApi({
    'GET /v1/supported-chains': { http: ['eip155:31337', 'eip155:31338'], ws: [] },
    'GET /v1/account/*': sampleBalances,
    'GET /v1/identity/*': { name: null, avatar: null },
    ...routes,
  })
  api.stubGlobal()
  await act(async () => {
    await airlock.connect(HOOK_WALLET.rdns)
  })
  return api
}
