import type { CaipNetwork } from '../networks/types'

/** Solana mainnet's CAIP-2 id with a local RPC URL: tests that need a second namespace. Tests only. */
export const testSolana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}
