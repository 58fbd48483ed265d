import type { CaipNetworkId } from '@airlock/protocol'

/** The namespaces the SDK knows; the embedded wallet serves eip155 and solana (SPEC §6). */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122'

/** The namespaces the auth (embedded) connector supports. */
export type AuthNamespace = Extract<ChainNamespace, 'eip155' | 'solana'>

/**
 * A network as SPEC §3 describes it (CAIP network). `id` is the chain reference:
 * a number for eip155 (1, 31337), a string elsewhere (a Solana genesis-hash prefix).
 */
export interface CaipNetwork {
  id: number | string
  name: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: {
    default: { http: readonly string[] }
    chainDefault?: { http: readonly string[] } | undefined
  }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
  testnet?: boolean | undefined
}

/** The first RPC URL of a network, if it has one. */
export function networkRpcUrl(network: CaipNetwork | undefined): string | undefined {
  return network?.rpcUrls.default.http[0] ?? network?.rpcUrls.chainDefault?.http[0]
}
