/**
 * The swap feature over the features harness: a browser wallet whose
 * transactions a fake node mines, the fake exchange's convert routes, and the
 * statuses the store went through. Tests only.
 */
import { vi } from 'vitest'
import { sampleBalances } from '../../clients/blockchainApi/fakeBlockchainApi'
import { featureHarness } from '../../testing/accountFeaturesHarness'
import { createMockWallet, WALLET_ADDRESS } from '../../testing/mockWallet'
import { fakeEvmNode } from '../send/sendFakeRpc'
import { fakeExchange } from './swapFakeExchange'
import type { SwapStatus } from './swapStore'

export const BALANCE_PATH = `/v1/account/${WALLET_ADDRESS}/balance`

let dispose: (() => void) | undefined

export function setupSwap(
  options: Parameters<typeof featureHarness>[0] & { allowance?: bigint } = {},
) {
  const node = fakeEvmNode()
  const wallet = createMockWallet()
  const harness = featureHarness({
    provider: wallet.provider,
    rpc: { 'http://127.0.0.1:8545': node.handle },
    ...options,
  })
  const { server } = harness
  const exchange = fakeExchange({ allowance: options.allowance })
  server.route('GET /v1/supported-chains', { http: ['eip155:31337'], ws: [] })
  server.route('GET /v1/account/*', sampleBalances)
  for (const [key, route] of Object.entries(exchange.routes)) server.route(key, route)
  // A mined approval raises the allowance, as the chain would.
  wallet.respond('eth_sendTransaction', (params) => {
    exchange.mine(params)
    return node.accept(params)
  })
  dispose = harness.features.dispose
  const { swap } = harness.features
  const statuses: SwapStatus[] = []
  swap.store.subscribe((state, previous) => {
    if (state.status !== previous.status) statuses.push(state.status)
  })
  const toast = () => harness.stores.toast.getState()
  return { ...harness, node, wallet, swap, statuses, toast }
}

/** Ends the last setup's features (a test that sets up twice ends the first itself). */
export function disposeSwap(): void {
  dispose?.()
  dispose = undefined
}

/** Each swap test file's afterEach. */
export function cleanUpSwap(): void {
  disposeSwap()
  vi.unstubAllGlobals()
  localStorage.clear()
}
