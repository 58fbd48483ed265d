/**
 * The Bitcoin network a sats-connect wallet says it is on, against the dapp's. Xverse
 * answers `wallet_getNetwork` with `{ bitcoin: { name } }` (sats-connect's
 * BitcoinNetworkType: 'Mainnet' | 'Testnet' | 'Testnet4' | 'Signet' | 'Regtest'); the
 * Unisat and Leather adapters answer it from what those wallets can tell.
 */

/** sats-connect's network names by the Wallet Standard's chain names. */
export const SATS_CONNECT_NETWORKS: Readonly<Record<string, string>> = {
  'bitcoin:mainnet': 'Mainnet',
  'bitcoin:testnet': 'Testnet',
  'bitcoin:testnet4': 'Testnet4',
  'bitcoin:signet': 'Signet',
  'bitcoin:regtest': 'Regtest',
}

/** The sats-connect name of a Wallet Standard chain (`bitcoin:regtest` → 'Regtest'). */
export const satsConnectNetworkOf = (chain: string): string | undefined =>
  SATS_CONNECT_NETWORKS[chain]

/**
 * Why the wallet must not be asked, or undefined when it may. Only mainnet against any
 * other network is refused: a wallet on mainnet would spend real coins for a test dapp,
 * and a test wallet would sign what a mainnet dapp cannot use. Among test networks the
 * SDK does not refuse, because Unisat names every test network 'testnet' and cannot be on
 * regtest at all; the wallet then refuses addresses of another network itself.
 */
export function networkMismatch(
  walletName: string,
  walletNetwork: string,
  chain: string,
): string | undefined {
  const dapp = satsConnectNetworkOf(chain)
  if (!dapp) return undefined
  if ((walletNetwork === 'Mainnet') === (dapp === 'Mainnet')) return undefined
  return `${walletName} is on Bitcoin ${walletNetwork}; this site uses Bitcoin ${dapp}. Switch networks in ${walletName}.`
}
