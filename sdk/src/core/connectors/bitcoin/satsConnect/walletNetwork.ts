/**
 * The Bitcoin network a sats-connect wallet says it is on, against the dapp's. Xverse
 * answers `wallet_getNetwork` with `{ bitcoin: { name } }` (sats-connect's
 * BitcoinNetworkType: 'Mainnet' | 'Testnet' | 'Testnet4' | 'Signet' | 'Regtest'); the
 * Unisat, Leather and OKX adapters answer it from what those wallets can tell (OKX: the
 * object the SDK uses, `window.okxwallet.bitcoin`, is mainnet only).
 */

/** sats-connect's network names by the Wallet Standard's chain names. */
export const SATS_CONNECT_NETWORKS: Readonly<Record<string, string>> = {
  'bitcoin:mainnet': 'Mainnet',
  'bitcoin:testnet': 'Testnet',
  'bitcoin:testnet4': 'Testnet4',
  'bitcoin:signet': 'Signet',
  'bitcoin:regtest': 'Regtest',
}

/** The networks whose coins are worth nothing; any other name (Fractal's) counts as real money. */
const TEST_NETWORKS = ['Testnet', 'Testnet4', 'Signet', 'Regtest']

/** The sats-connect name of a Wallet Standard chain (`bitcoin:regtest` → 'Regtest'). */
export const satsConnectNetworkOf = (chain: string): string | undefined =>
  SATS_CONNECT_NETWORKS[chain]

/**
 * Why the wallet must not be asked, or undefined when it may. Only real money against test
 * coins is refused: mainnet (or a network the SDK cannot name, such as Fractal) for a test
 * dapp would spend real coins, a test network for a mainnet dapp would sign what the dapp
 * cannot use. Among test networks the SDK does not refuse, because Unisat names every test network 'testnet' and cannot be on
 * regtest at all; the wallet then refuses addresses of another network itself.
 */
export function networkMismatch(
  walletName: string,
  walletNetwork: string,
  chain: string,
): string | undefined {
  const dapp = satsConnectNetworkOf(chain)
  if (!dapp) return undefined
  const testNetwork = TEST_NETWORKS.includes(walletNetwork)
  if (dapp === 'Mainnet' ? walletNetwork === 'Mainnet' : testNetwork) return undefined
  return `${walletName} is on Bitcoin ${walletNetwork}; this site uses Bitcoin ${dapp}. Switch networks in ${walletName}.`
}
