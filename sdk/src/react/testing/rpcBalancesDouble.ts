/**
 * Test double of core/features/balances/balancesFromRpc.ts, for tests of an instance
 * without a data API (balances then come from the network's RPC, and jsdom has
 * no node to ask). Replace the module with this one:
 *
 *   vi.mock('<path to>/core/features/balances/balancesFromRpc', () => import('<path to>/react/testing/rpcBalancesDouble'))
 *
 * and set the answer with `rpcBalances.read.mockResolvedValue(...)` or
 * `nativeOnly(numeric)`. Tests only.
 */
import { vi } from 'vitest'
import type { TokenBalance } from '../../core/clients/blockchainApi/types'
import type { RpcBalanceReader } from '../../core/features/balances/balancesFromRpc'
import type { CaipNetwork } from '../../core/networks/types'

/** The native balance of `network` as the RPC reader reports it (`numeric` in whole units). */
export function nativeBalance(network: CaipNetwork, numeric: string): TokenBalance {
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: '',
  }
}

export const rpcBalances = {
  /** Every read of every reader; answers a zero native balance unless told otherwise. */
  read: vi.fn<RpcBalanceReader['read']>(async (network) => [nativeBalance(network, '0')]),
}

/** Makes every read answer `numeric` of the network's native currency, and nothing else. */
export function nativeOnly(numeric: string): void {
  rpcBalances.read.mockImplementation(async (network) => [nativeBalance(network, numeric)])
}

export function createRpcBalanceReader(): RpcBalanceReader {
  return { read: (...args) => rpcBalances.read(...args), dispose: () => {} }
}
