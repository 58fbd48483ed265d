/**
 * Names for the chains people meet most, so the approval card says "Base" rather than
 * only `eip155:8453`. The CAIP-2 id is always shown beside the name.
 */
const NAMES: Readonly<Record<string, string>> = {
  'eip155:1': 'Ethereum',
  'eip155:10': 'OP Mainnet',
  'eip155:56': 'BNB Smart Chain',
  'eip155:100': 'Gnosis',
  'eip155:137': 'Polygon',
  'eip155:324': 'zkSync',
  'eip155:8453': 'Base',
  'eip155:42161': 'Arbitrum One',
  'eip155:43114': 'Avalanche',
  'eip155:59144': 'Linea',
  'eip155:84532': 'Base Sepolia',
  'eip155:11155111': 'Sepolia',
  'eip155:31337': 'Local chain',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
}

export function chainName(caip2: string): string {
  return NAMES[caip2] ?? caip2
}
