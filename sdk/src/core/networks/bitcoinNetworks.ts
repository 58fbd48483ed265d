import type { CaipNetwork } from './types'

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/**
 * A Bitcoin network by its genesis block hash's first 32 hex characters (CAIP-2 `bip122:`);
 * `rpcUrls.default.http[0]` is an Esplora REST API, where balances are read.
 */
function defineBitcoinNetwork(
  id: string,
  fields: Omit<CaipNetwork, 'id' | 'chainNamespace' | 'caipNetworkId' | 'nativeCurrency'>,
): CaipNetwork {
  return {
    id,
    chainNamespace: 'bip122',
    caipNetworkId: `bip122:${id}`,
    nativeCurrency: btc,
    ...fields,
  }
}

export const bitcoinMainnet = /*#__PURE__*/ defineBitcoinNetwork(
  '000000000019d6689c085ae165831e93',
  {
    name: 'Bitcoin',
    rpcUrls: { default: { http: ['https://blockstream.info/api'] } },
    blockExplorers: { default: { name: 'Blockstream', url: 'https://blockstream.info' } },
  },
)

export const bitcoinTestnet = /*#__PURE__*/ defineBitcoinNetwork(
  '000000000933ea01ad0ee984209779ba',
  {
    name: 'Bitcoin Testnet',
    rpcUrls: { default: { http: ['https://blockstream.info/testnet/api'] } },
    blockExplorers: { default: { name: 'Blockstream', url: 'https://blockstream.info/testnet' } },
    testnet: true,
  },
)
