import type { CaipNetwork } from '@airlock/sdk'
import type { DappConfig } from './config'

const NAMES: Record<number, string> = { 1: 'Ethereum', 11155111: 'Sepolia', 31337: 'Localhost' }

/** The one EVM network the example works on, from its runtime config. */
export function dappNetwork({ chainId, rpcUrl }: DappConfig): CaipNetwork {
  return {
    id: chainId,
    name: NAMES[chainId] ?? `Chain ${chainId}`,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: chainId !== 1,
  }
}
