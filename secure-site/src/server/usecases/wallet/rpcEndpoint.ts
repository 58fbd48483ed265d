/**
 * Which JSON-RPC endpoint a chain's calls go to, and how it is fetched. The operator's
 * AIRLOCK_CHAINS entry when there is one (trusted, ordinary DNS). Otherwise the URL the
 * host sent, only after vetPublicUrl found it https with every address public (loopback
 * too in development, AIRLOCK_DEV=1), fetched at exactly those addresses. Either way:
 * no redirects, a 10 s deadline and a size cap on the answer.
 */
import { ErrorCatalogue, RPC_TIMEOUT_MS } from '@airlock/protocol'
import type { AirlockConfig } from '../../config/env'
import { HttpError } from '../../http/http'
import {
  createOutboundFetch,
  createOutboundPost,
  type OutboundFetch,
  type OutboundOptions,
  type OutboundPost,
  outboundDispatcher,
} from '../../net/outboundFetch'
import { type HostResolver, UrlRefusedError, vetPublicUrl } from '../../net/publicUrl'

/** One message for every refusal, so the answer tells a prober nothing about our DNS. */
export const RPC_URL_REFUSED = 'RPC URL not allowed: use a public https endpoint'

/** eth_getLogs can be large; anything beyond this is refused rather than buffered. */
export const MAX_RPC_RESPONSE_BYTES = 10 * 1024 * 1024

export interface RpcEndpoint {
  url: string
  /** The only fetch that may be used for `url`: pinned, bounded, no redirects. */
  fetch: OutboundFetch
  /** The same connections and rules, for forwarding one JSON-RPC call (chainRpc.ts). */
  post: OutboundPost
}

function endpoint(url: string, options: OutboundOptions): RpcEndpoint {
  const dispatcher = outboundDispatcher(options.pinned)
  return {
    url,
    fetch: createOutboundFetch(options, dispatcher),
    post: createOutboundPost(options, dispatcher),
  }
}

export interface RpcEndpointOptions {
  resolve?: HostResolver
  timeoutMs?: number
  maxResponseBytes?: number
}

export async function resolveRpcEndpoint(
  config: Pick<AirlockConfig, 'chains' | 'dev'>,
  caip2: string,
  hostUrl: string | undefined,
  options: RpcEndpointOptions = {},
): Promise<RpcEndpoint> {
  const limits = {
    timeoutMs: options.timeoutMs ?? RPC_TIMEOUT_MS,
    maxResponseBytes: options.maxResponseBytes ?? MAX_RPC_RESPONSE_BYTES,
  }
  const configured = config.chains[caip2]
  if (configured) return endpoint(configured, limits)
  if (!hostUrl) throw new HttpError(400, ErrorCatalogue.CHAIN_NOT_SUPPORTED)
  try {
    const vetted = await vetPublicUrl(hostUrl, {
      allowLoopback: config.dev,
      timeoutMs: limits.timeoutMs,
      ...(options.resolve ? { resolve: options.resolve } : {}),
    })
    return endpoint(vetted.href, { ...limits, pinned: vetted })
  } catch (error) {
    if (error instanceof UrlRefusedError) {
      throw new HttpError(400, RPC_URL_REFUSED, { cause: error })
    }
    throw error
  }
}
