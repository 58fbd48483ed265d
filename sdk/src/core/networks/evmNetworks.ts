import type { CaipNetwork } from './types'

type EvmNetworkFields = Omit<CaipNetwork, 'id' | 'chainNamespace' | 'caipNetworkId'>

/**
 * Plain data, not viem's chain objects: `viem/chains` would put chain code
 * (formatters, serializers) on the eager path for fields the modal never reads.
 */
export function defineEvmNetwork(id: number, fields: EvmNetworkFields): CaipNetwork {
  return { id, chainNamespace: 'eip155', caipNetworkId: `eip155:${id}`, ...fields }
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const rpc = (url: string) => ({ default: { http: [url] } })
const explorer = (name: string, url: string) => ({ default: { name, url } })

export const mainnet = /*#__PURE__*/ defineEvmNetwork(1, {
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: rpc('https://ethereum.reth.rs/rpc'),
  blockExplorers: explorer('Etherscan', 'https://etherscan.io'),
})

export const sepolia = /*#__PURE__*/ defineEvmNetwork(11_155_111, {
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: rpc('https://11155111.rpc.thirdweb.com'),
  blockExplorers: explorer('Etherscan', 'https://sepolia.etherscan.io'),
  testnet: true,
})

export const base = /*#__PURE__*/ defineEvmNetwork(8453, {
  name: 'Base',
  nativeCurrency: ether,
  rpcUrls: rpc('https://mainnet.base.org'),
  blockExplorers: explorer('Basescan', 'https://basescan.org'),
})

export const optimism = /*#__PURE__*/ defineEvmNetwork(10, {
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrls: rpc('https://mainnet.optimism.io'),
  blockExplorers: explorer('Optimism Explorer', 'https://optimistic.etherscan.io'),
})

export const arbitrum = /*#__PURE__*/ defineEvmNetwork(42_161, {
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrls: rpc('https://arb1.arbitrum.io/rpc'),
  blockExplorers: explorer('Arbiscan', 'https://arbiscan.io'),
})

export const polygon = /*#__PURE__*/ defineEvmNetwork(137, {
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: rpc('https://polygon.drpc.org'),
  blockExplorers: explorer('PolygonScan', 'https://polygonscan.com'),
})
