/**
 * The balances tests' shared set-up: the account features with the fake data
 * API answering supported-chains and the sample balances, fake timers around
 * each test, and the anvil token addresses the fixtures use. Tests only.
 */
import { afterEach, beforeEach, vi } from 'vitest'
import { sampleBalances } from '../../clients/blockchainApi/fakeBlockchainApi'
import { endFeatureHarnesses, featureHarness } from '../../testing/accountFeaturesHarness'
import { type createMockWallet, WALLET_ADDRESS } from '../../testing/mockWallet'
import type { DappTokens } from './index'

export const BALANCE_PATH = `/v1/account/${WALLET_ADDRESS}/balance`
export const TUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
export const GOLD = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
export const JUNK = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0'

export function setupBalances(
  options: Parameters<typeof featureHarness>[0] & {
    tokens?: DappTokens
    wallet?: ReturnType<typeof createMockWallet>
  } = {},
) {
  const harness = featureHarness({ ...options, provider: options.wallet?.provider })
  harness.server.route('GET /v1/supported-chains', { http: ['eip155:31337'], ws: [] })
  harness.server.route('GET /v1/account/*', sampleBalances)
  const { balances } = harness.features
  const toasts = () => harness.stores.toast.getState()
  return { ...harness, balances, toasts }
}

/** Registers its beforeEach/afterEach: fake timers for each test; the features disposed and globals restored after it. */
export function installBalancesHarness(): void {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  afterEach(endFeatureHarnesses)
}
