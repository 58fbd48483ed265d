/**
 * Test harness for the account views: an instance with the fake data API
 * (balances, identity, history, names), a browser wallet connected on anvil
 * (31337), and its modal mounted and open. Tests only.
 */

import { act } from '@testing-library/react'
import { vi } from 'vitest'
import {
  BLOCKCHAIN_API_URL,
  type FakeBlockchainApi,
  type FakeRoute,
  fakeBlockchainApi,
  sampleBalances,
} from '../../core/clients/blockchainApi/fakeBlockchainApi'
import type { AirlockInstance, CreateAirlockOptions } from '../../core/createAirlock'
import { localhost, localhost2 } from '../../core/networks/localhost'
import type { RouterData, View } from '../../core/stores/routerStore'
import { startTestAirlock } from '../../core/testing/airlockHarness'
import { createMockWallet, type MockWallet, WALLET_ADDRESS } from '../../core/testing/mockWallet'
import { PRELOADABLE_VIEWS } from './featureViews'
import { mountTestModal, stopTestModal, type TestModal } from './modalHarness'

export interface AccountModal {
  airlock: AirlockInstance
  modal: TestModal
  api: FakeBlockchainApi
  wallet: MockWallet
  stop(): void
}

export interface AccountModalOptions {
  /** Routes of the fake data API, over the defaults (supported chains, balances, no identity). */
  routes?: Record<string, FakeRoute>
  options?: Partial<CreateAirlockOptions>
  /** Open on this view instead of Account. */
  view?: View
  data?: RouterData
}

/** The history path of the connected wallet: routes keyed by it answer the Activity view. */
export const HISTORY_PATH = `GET /v1/account/${WALLET_ADDRESS}/history`

/** Lets lazy chunks load, requests answer and React render (fake timers stay where they are). */
export const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled()
    await vi.advanceTimersByTimeAsync(0)
  })

export async function openAccountModal(setup: AccountModalOptions = {}): Promise<AccountModal> {
  const api = fakeBlockchainApi({
    'GET /v1/supported-chains': { http: ['eip155:31337', 'eip155:31338'], ws: [] },
    'GET /v1/account/*': sampleBalances,
    'GET /v1/identity/*': { name: null, avatar: null },
    ...setup.routes,
  })
  api.stubGlobal()
  const wallet = createMockWallet({ rdns: 'dev.airlock.testwallet' })
  const stopAnnouncing = wallet.announce()
  const airlock = startTestAirlock({
    networks: [localhost, localhost2],
    apiUrls: { blockchainApi: BLOCKCHAIN_API_URL },
    ...setup.options,
  })
  await airlock.connect('dev.airlock.testwallet')
  // Account's views are chunks of their own (lazyView.test.tsx covers the wait): load them
  // first, as a visit would have, so each view's tests start on the view itself.
  await Promise.all(Object.values(PRELOADABLE_VIEWS).map((preload) => preload()))
  const modal = await mountTestModal(airlock)
  await act(async () =>
    airlock.open(setup.view ? { view: setup.view, data: setup.data } : undefined),
  )
  await settle()
  return {
    airlock,
    modal,
    api,
    wallet,
    stop() {
      stopAnnouncing()
      stopTestModal(modal, airlock)
      vi.unstubAllGlobals()
    },
  }
}
