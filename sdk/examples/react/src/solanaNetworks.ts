import type { CaipNetwork } from '@airlock/sdk'

/**
 * The Solana clusters of the runtime config (`solanaNetworks`: `{ caipNetworkId:
 * "solana:<genesis prefix>", rpcUrl, name? }`), as CAIP networks. Loaded only for a
 * config that has them, so the EVM-only page carries none of this.
 */
export function dappSolanaNetworks(entries: readonly unknown[]): CaipNetwork[] {
  return entries.flatMap((item: unknown) => {
    const entry = (item ?? {}) as Record<string, unknown>
    const { caipNetworkId, rpcUrl, name } = entry
    if (
      typeof caipNetworkId !== 'string' ||
      !/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(caipNetworkId)
    )
      return []
    if (typeof rpcUrl !== 'string' || !rpcUrl) return []
    const network: CaipNetwork = {
      id: caipNetworkId.slice('solana:'.length),
      name: typeof name === 'string' && name ? name : 'Solana',
      chainNamespace: 'solana',
      caipNetworkId: caipNetworkId as `solana:${string}`,
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [rpcUrl] } },
      testnet: true,
    }
    return [network]
  })
}
