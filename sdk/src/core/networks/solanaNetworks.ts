import type { CaipNetwork } from './types'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/**
 * A Solana cluster by its genesis hash's first 32 characters (its CAIP-2 reference).
 * Wallets list these as `solana:mainnet`… (connectors/solana/solanaChains.ts maps them).
 */
function defineSolanaNetwork(
  id: string,
  fields: Omit<CaipNetwork, 'id' | 'chainNamespace' | 'caipNetworkId' | 'nativeCurrency'>,
): CaipNetwork {
  return {
    id,
    chainNamespace: 'solana',
    caipNetworkId: `solana:${id}`,
    nativeCurrency: sol,
    ...fields,
  }
}

/** Solana mainnet-beta, on Solana's public RPC (rate-limited: give your own in production). */
export const solanaMainnet = /*#__PURE__*/ defineSolanaNetwork('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', {
  name: 'Solana',
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
})

export const solanaDevnet = /*#__PURE__*/ defineSolanaNetwork('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', {
  name: 'Solana Devnet',
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' },
  },
  testnet: true,
})

export const solanaTestnet = /*#__PURE__*/ defineSolanaNetwork('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', {
  name: 'Solana Testnet',
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=testnet' },
  },
  testnet: true,
})
