import type { CaipNetwork } from '@airlock/sdk'

/**
 * The Bitcoin networks of the runtime config (`bitcoinNetworks`: `{ caipNetworkId:
 * "bip122:<genesis prefix>", esploraUrl, name? }`), as CAIP networks whose RPC URL is
 * the Esplora API. Loaded only for a config that has them, so the EVM-only page
 * carries none of this.
 */
export function dappBitcoinNetworks(entries: readonly unknown[]): CaipNetwork[] {
  return entries.flatMap((item: unknown) => {
    const entry = (item ?? {}) as Record<string, unknown>
    const { caipNetworkId, esploraUrl, name } = entry
    if (typeof caipNetworkId !== 'string' || !/^bip122:[0-9a-f]{32}$/.test(caipNetworkId)) return []
    if (typeof esploraUrl !== 'string' || !esploraUrl) return []
    const network: CaipNetwork = {
      id: caipNetworkId.slice('bip122:'.length),
      name: typeof name === 'string' && name ? name : 'Bitcoin',
      chainNamespace: 'bip122',
      caipNetworkId: caipNetworkId as `bip122:${string}`,
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: [esploraUrl] } },
      testnet: true,
    }
    return [network]
  })
}
