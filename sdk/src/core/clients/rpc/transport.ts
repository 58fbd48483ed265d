import {
  AirlockError,
  RPC_BATCH_SIZE,
  RPC_BATCH_WAIT_MS,
  RPC_RANK_INTERVAL_MS,
  RPC_RANK_LATENCY_WEIGHT,
  RPC_RANK_SAMPLE_COUNT,
  RPC_RANK_STABILITY_WEIGHT,
  RPC_TIMEOUT_MS,
} from '@airlock/protocol'
// Only these two: the rest of viem stays out of a bundle that builds a transport.
import {
  type FallbackTransportConfig,
  fallback,
  type HttpTransportConfig,
  http,
  type Transport,
} from 'viem'
import { type CustomRpcUrls, rpcUrlsFor } from '../../networks/rpcUrls'
import type { CaipNetwork } from '../../networks/types'

/** SPEC §7: JSON-RPC batches of up to 1000 calls sent at once, 10 s per request. */
export const HTTP_TRANSPORT_CONFIG = {
  batch: { batchSize: RPC_BATCH_SIZE, wait: RPC_BATCH_WAIT_MS },
  timeout: RPC_TIMEOUT_MS,
} as const satisfies HttpTransportConfig

/**
 * SPEC §7 ranking: every 4 s each URL is pinged with net_listening; the last 10
 * samples are scored 0.7 stability, 0.3 latency.
 *
 * viem's ranker loops for as long as the client lives and has no stop. Once
 * `signal` aborts, the ping parks the loop on a promise that never settles, on
 * purpose: that ends the timer and the pings, and nothing but viem's own loop
 * waits on that promise, so it is collected with it.
 */
export function rankOptions(signal?: AbortSignal | undefined) {
  return {
    interval: RPC_RANK_INTERVAL_MS,
    sampleCount: RPC_RANK_SAMPLE_COUNT,
    weights: { stability: RPC_RANK_STABILITY_WEIGHT, latency: RPC_RANK_LATENCY_WEIGHT },
    ping: ({ transport }: { transport: ReturnType<Transport> }): Promise<unknown> =>
      signal?.aborted
        ? new Promise<never>(() => {})
        : transport.request({ method: 'net_listening' }),
  } satisfies FallbackTransportConfig['rank']
}

export interface NetworkTransportOptions {
  /** The dapp's own URLs per network, tried first. */
  customRpcUrls?: CustomRpcUrls | undefined
  /** Ends the fallback's ranking loop (the owner's lifetime). */
  signal?: AbortSignal | undefined
}

/**
 * The viem transport for `network`: one batched http transport, or a ranked
 * fallback over them when the network (with custom URLs) has several.
 */
export function createNetworkTransport(
  network: CaipNetwork,
  options: NetworkTransportOptions = {},
): Transport {
  const urls = rpcUrlsFor(network, options.customRpcUrls)
  const [first, ...rest] = urls.map((url) => http(url, HTTP_TRANSPORT_CONFIG))
  if (!first) throw new AirlockError('NO_URL_PROVIDED')
  if (rest.length === 0) return first
  return fallback([first, ...rest], { rank: rankOptions(options.signal) })
}
