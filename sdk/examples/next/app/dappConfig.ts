import type { CaipNetwork } from '@airlock/sdk'

/** What the example needs to know about where it runs. */
export interface DappConfig {
  projectId: string
  secureSiteUrl: string
  rpcUrl: string
  chainId: number
}

export const DEFAULT_CONFIG: DappConfig = {
  projectId: 'airlock-demo',
  secureSiteUrl: 'http://localhost:3001',
  rpcUrl: 'http://127.0.0.1:8545',
  chainId: 31337,
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

function positiveInteger(value: string | undefined): number | undefined {
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 ? number : undefined
}

/**
 * The configuration from NEXT_PUBLIC_AIRLOCK_* variables, the local demo's
 * defaults for the rest. Takes the environment as an argument: read per request
 * on the server (page.tsx), the values are those `next start` runs with, not
 * those `next build` inlined.
 */
export function readDappConfig(env: Record<string, string | undefined>): DappConfig {
  return {
    projectId: text(env.NEXT_PUBLIC_AIRLOCK_PROJECT_ID) ?? DEFAULT_CONFIG.projectId,
    secureSiteUrl: text(env.NEXT_PUBLIC_AIRLOCK_SECURE_SITE_URL) ?? DEFAULT_CONFIG.secureSiteUrl,
    rpcUrl: text(env.NEXT_PUBLIC_AIRLOCK_RPC_URL) ?? DEFAULT_CONFIG.rpcUrl,
    chainId: positiveInteger(env.NEXT_PUBLIC_AIRLOCK_CHAIN_ID) ?? DEFAULT_CONFIG.chainId,
  }
}

const NAMES: Record<number, string> = { 1: 'Ethereum', 11155111: 'Sepolia', 31337: 'Localhost' }

/** The one EVM network the example works on. */
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
