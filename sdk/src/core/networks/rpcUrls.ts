import { type CaipNetworkId, ValidationError } from '@airlock/protocol'
import type { CaipNetwork } from './types'

/** The dapp's own RPC URLs per network (`customRpcUrls` option), tried before the network's. */
export type CustomRpcUrls = Partial<Record<CaipNetworkId, readonly string[]>>

function assertRpcUrl(caipNetworkId: string, url: string): void {
  let protocol: string | undefined
  try {
    protocol = new URL(url).protocol
  } catch {
    protocol = undefined
  }
  // A typo here would only surface as failed reads much later: say so at start.
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new ValidationError('NO_URL_PROVIDED', {
      message: `Invalid RPC URL for ${caipNetworkId}: ${url.slice(0, 200)}`,
    })
  }
}

/** Every RPC URL of `network`: custom ones first, then its default and chain-default ones, once each. */
export function rpcUrlsFor(network: CaipNetwork, custom?: CustomRpcUrls | undefined): string[] {
  const urls = [
    ...(custom?.[network.caipNetworkId] ?? []),
    ...network.rpcUrls.default.http,
    ...(network.rpcUrls.chainDefault?.http ?? []),
  ]
  return [...new Set(urls)]
}

/**
 * `networks` with the custom URLs placed first in `rpcUrls.default`, so every
 * reader of a network's RPC URL (providers, the frame, transports) uses them.
 */
export function withCustomRpcUrls(
  networks: readonly CaipNetwork[],
  custom: CustomRpcUrls | undefined,
): readonly CaipNetwork[] {
  if (!custom) return networks
  return networks.map((network) => {
    const own = custom[network.caipNetworkId]
    if (!own?.length) return network
    for (const url of own) assertRpcUrl(network.caipNetworkId, url)
    const http = [...new Set([...own, ...network.rpcUrls.default.http])]
    return { ...network, rpcUrls: { ...network.rpcUrls, default: { http } } }
  })
}
