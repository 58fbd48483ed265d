/**
 * A viem client for one EVM chain's JSON-RPC endpoint, and the check that the endpoint
 * really serves the chain the request names: preparing or signing for one chain while
 * the endpoint serves another would show wrong fees and burn a nonce there.
 */
import { RPC_TIMEOUT_MS } from '@airlock/protocol'
import {
  type Chain,
  createPublicClient,
  defineChain,
  type HttpTransport,
  http,
  type PublicClient,
} from 'viem'
import { ServerError } from '../errors'
import type { OutboundFetch } from '../net/outboundFetch'
import { nativeCurrencyOf } from './nativeCurrency'

export interface EvmChainContext {
  /** JSON-RPC endpoint of the chain (AIRLOCK_CHAINS, or the host's vetted rpcUrl). */
  rpcUrl: string
  /** The endpoint's own fetch (usecases/wallet/rpcEndpoint.ts): pinned, bounded, no redirects. */
  fetchFn: OutboundFetch
  /** Numeric chain id the request targets; the endpoint must serve this chain. */
  chainId: number
}

/** A public client whose chain is always set (fees and estimates need it). */
export type EvmChainClient = PublicClient<HttpTransport, Chain>

export function evmChainClient({ rpcUrl, fetchFn, chainId }: EvmChainContext): EvmChainClient {
  const chain = defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: nativeCurrencyOf(chainId) ?? { name: 'Native', symbol: 'NATIVE', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createPublicClient({
    chain,
    transport: http(rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0, fetchFn }),
  })
}

export async function assertChainServed(client: EvmChainClient, chainId: number): Promise<void> {
  if ((await client.getChainId()) !== chainId) throw new ServerError('CHAIN_MISMATCH')
}
