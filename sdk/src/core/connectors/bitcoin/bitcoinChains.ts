/**
 * Bitcoin networks by CAIP-2 id (`bip122:` + the genesis block hash's first 32 hex
 * characters) and the names the Wallet Standard gives them (`bitcoin:mainnet`…).
 */
export const BITCOIN_CHAINS: Readonly<Record<string, string>> = {
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
  'bip122:00000008819873e925422c1ff0f99f7c': 'bitcoin:signet',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'bitcoin:regtest',
}

/** Whether a wallet's chain id names a Bitcoin network, in either form. */
export const isBitcoinChain = (chain: string): boolean =>
  chain.startsWith('bitcoin:') || chain.startsWith('bip122:')

/**
 * The chain id of `caipNetworkId` as the wallet lists it (its own CAIP-2 id, or the
 * Wallet Standard name); undefined when the wallet does not list that network.
 */
export function walletChainFor(
  caipNetworkId: string,
  walletChains: readonly string[],
): string | undefined {
  if (walletChains.includes(caipNetworkId)) return caipNetworkId
  const named = BITCOIN_CHAINS[caipNetworkId]
  return named && walletChains.includes(named) ? named : undefined
}
