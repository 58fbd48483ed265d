import type { BitcoinAddressPurpose } from '../../../connectors/bitcoin/bitcoinFeatures'
import {
  type BitcoinStandardProvider,
  createBitcoinStandardProvider,
} from '../../../connectors/bitcoin/bitcoinStandardProvider'
import { BITCOIN_CONNECTOR_PREFIX } from '../../../connectors/bitcoin/bitcoinWalletConnector'
import type { BitcoinWalletDiscovery } from '../../../connectors/bitcoin/bitcoinWalletDiscovery'
import { createStandardWalletSession, type NamespaceWalletSession } from '../standardWalletSession'
import type { StandardWalletsDeps } from '../standardWalletsDeps'

/** The Bitcoin wallet to reconnect after a reload. */
export const CONNECTED_BITCOIN_WALLET_KEY = '@airlock/connected_bitcoin_wallet'

export interface BitcoinWalletSession extends NamespaceWalletSession {
  /** The wallet holding the bip122 account, if a browser wallet does. */
  provider(): BitcoinStandardProvider | undefined
}

/**
 * The Bitcoin browser-wallet flows (SPEC §4) over Wallet Standard discovery. The
 * account is the wallet's address of `accountType` (SPEC §6: 'payment' by default for
 * bip122; the payment one when the wallet granted none of that type); every address
 * is in the provider's getAccountAddresses().
 */
export function createBitcoinWalletSession(
  deps: Pick<StandardWalletsDeps, 'stores' | 'walletStorage' | 'events' | 'logger'>,
  discovery: BitcoinWalletDiscovery,
  signal: AbortSignal,
  accountType: BitcoinAddressPurpose = 'payment',
): BitcoinWalletSession {
  const session = createStandardWalletSession(deps, discovery, signal, {
    namespace: 'bip122',
    storageKey: CONNECTED_BITCOIN_WALLET_KEY,
    prefix: BITCOIN_CONNECTOR_PREFIX,
    createProvider: (connector, network) =>
      createBitcoinStandardProvider(connector, network, accountType),
  })
  return { ...session, provider: session.held }
}
