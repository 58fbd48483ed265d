/**
 * The send feature's tests' common ground: an instance's account features
 * over a fake data API, a mock wallet and a fake EVM node that mines what the
 * wallet hands it. Tests only.
 */

import { vi } from 'vitest'
import type { AirlockEvent } from '../../airlockEvents'
import { sampleBalances } from '../../clients/blockchainApi/fakeBlockchainApi'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import { featureHarness } from '../../testing/accountFeaturesHarness'
import { createMockWallet, OTHER_ADDRESS, WALLET_ADDRESS } from '../../testing/mockWallet'
import { fakeEvmNode } from './sendFakeRpc'

export const [ETH, TUSD] = sampleBalances.balances as [TokenBalance, TokenBalance]
export const TUSD_CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
export const BALANCE_PATH = `/v1/account/${WALLET_ADDRESS}/balance`

let dispose: (() => void) | undefined

export function setup(options: Parameters<typeof featureHarness>[0] = {}) {
  const node = fakeEvmNode()
  const wallet = createMockWallet()
  wallet.respond('eth_sendTransaction', (params) => node.accept(params))
  const harness = featureHarness({
    provider: wallet.provider,
    rpc: { 'http://127.0.0.1:8545': node.handle },
    ...options,
  })
  harness.server.route('GET /v1/supported-chains', { http: ['eip155:31337'], ws: [] })
  harness.server.route('GET /v1/account/*', sampleBalances)
  harness.server.route('GET /v1/profile/reverse/*', [])
  dispose = harness.features.dispose
  const { send } = harness.features
  const events: AirlockEvent[] = []
  harness.events.subscribe((event) => events.push(event))
  const toast = () => harness.stores.toast.getState()
  /** A connected account with a complete form. */
  function fill(token: TokenBalance = ETH, amount = '0.5') {
    harness.connect()
    send.setToken(token)
    send.setAmount(amount)
    return send.setReceiver(OTHER_ADDRESS)
  }
  return { ...harness, node, wallet, send, events, toast, fill }
}

/** For afterEach: ends the last setup's features and what the tests changed globally. */
export function stopSend(): void {
  dispose?.()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
}
