import type { CaipNetwork } from './types'

/**
 * The network a wallet reports when it is on a chain the dapp did not configure.
 * It is never among the requested networks, which is what makes the chain
 * unsupported (SPEC §2 UnsupportedChain).
 */
export function unknownEvmNetwork(chainId: number): CaipNetwork {
  return {
    id: chainId,
    name: 'Unknown Network',
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}
