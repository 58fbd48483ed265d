import { type CaipNetwork, localhost, localhost2 } from '@airlock/sdk'
import type { DappConfig, NetworkConfig } from './config'

/** The SDK's own definitions, so names match what the modal shows ("Localhost 2"). */
const KNOWN: Record<number, CaipNetwork> = { 31337: localhost, 31338: localhost2 }
const NAMES: Record<number, string> = { 1: 'Ethereum', 11155111: 'Sepolia' }

/** One EVM network of the runtime config, read through the configured RPC URL. */
export function dappNetwork({ chainId, rpcUrl }: NetworkConfig): CaipNetwork {
  const base: CaipNetwork = KNOWN[chainId] ?? {
    id: chainId,
    name: NAMES[chainId] ?? `Chain ${chainId}`,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: chainId !== 1,
  }
  return { ...base, rpcUrls: { default: { http: [rpcUrl] } } }
}

/** The networks the dapp offers: `networks`, else the single `chainId` / `rpcUrl`. */
export function dappNetworks(config: DappConfig): CaipNetwork[] {
  const list = config.networks?.length
    ? config.networks
    : [{ chainId: config.chainId, rpcUrl: config.rpcUrl }]
  return list.map(dappNetwork)
}
