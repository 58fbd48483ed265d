import {
  RPC_BATCH_SIZE,
  RPC_BATCH_WAIT_MS,
  RPC_RANK_INTERVAL_MS,
  RPC_RANK_LATENCY_WEIGHT,
  RPC_RANK_SAMPLE_COUNT,
  RPC_RANK_STABILITY_WEIGHT,
  RPC_TIMEOUT_MS,
  ValidationError,
} from '@airlock/protocol'
// Only these: the rest of viem stays out of a bundle that builds a transport.
import { fallback, type HttpTransportConfig, http, type Transport } from 'viem'
import { type CustomRpcUrls, rpcUrlsFor } from '../../networks/rpcUrls'
import type { CaipNetwork } from '../../networks/types'
import { rankTransports } from './rankTransports'

/** SPEC §7: JSON-RPC batches of up to 1000 calls sent at once, 10 s per request. */
export const HTTP_TRANSPORT_CONFIG = {
  batch: { batchSize: RPC_BATCH_SIZE, wait: RPC_BATCH_WAIT_MS },
  timeout: RPC_TIMEOUT_MS,
} as const satisfies HttpTransportConfig

/** SPEC §7 ranking: every 4 s, the last 10 net_listening samples, 0.7 stability / 0.3 latency. */
export const RANK_CONFIG = {
  interval: RPC_RANK_INTERVAL_MS,
  sampleCount: RPC_RANK_SAMPLE_COUNT,
  weights: { stability: RPC_RANK_STABILITY_WEIGHT, latency: RPC_RANK_LATENCY_WEIGHT },
} as const

/** A ping that has not answered in this long counts as a failure (viem's ranker's default). */
const PING_TIMEOUT_MS = 1_000

/**
 * viem's fallback over `transports`, in the order our own ranker last found
 * best. viem's `rank` option loops for the client's life with no way to stop it;
 * ours ends, timer and all, when `signal` aborts. viem still does the trying in
 * turn (and its rules for which errors not to retry): each of its slots reads
 * the current order at request time.
 */
export function rankedFallback(
  transports: readonly [Transport, ...Transport[]],
  signal?: AbortSignal | undefined,
): Transport {
  return (params) => {
    let order: readonly Transport[] = transports
    const slots = transports.map(
      (configured, index): Transport =>
        (slotParams) =>
          (order[index] ?? configured)(slotParams),
    )
    const transport = fallback(slots)(params)
    void rankTransports({
      ...RANK_CONFIG,
      transports: transports.map((item) =>
        item({ chain: params.chain, retryCount: 0, timeout: PING_TIMEOUT_MS }),
      ),
      onRank: (ranks) => {
        order = ranks.map((index) => transports[index]).filter((item) => item !== undefined)
      },
      signal,
    })
    return transport
  }
}

export interface NetworkTransportOptions {
  /** The dapp's own URLs per network, tried first. */
  customRpcUrls?: CustomRpcUrls | undefined
  /** Ends the fallback's ranking loop and its timer (the owner's lifetime). */
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
  if (!first) throw new ValidationError('NO_URL_PROVIDED')
  if (rest.length === 0) return first
  return rankedFallback([first, ...rest], options.signal)
}
