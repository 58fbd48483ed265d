import type { CaipNetwork } from './types'

/** The local anvil chain the demo and the browser tests run against. */
export const localhost: CaipNetwork = {
  id: 31337,
  name: 'Localhost',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
}

/** A second local anvil chain (31338), so network switching can be exercised without the internet. */
export const localhost2: CaipNetwork = {
  ...localhost,
  id: 31338,
  name: 'Localhost 2',
  caipNetworkId: 'eip155:31338',
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
}
