import type { CaipNetwork } from '@airlock/sdk'
import { dappBitcoinNetworks } from './bitcoinNetworks'
import type { DappConfig } from './config'
import { dappSolanaNetworks } from './solanaNetworks'

/** The Solana clusters, then the Bitcoin networks, of the config: one chunk, loaded only when it has some. */
export function dappNamespaceNetworks(
  config: Pick<DappConfig, 'solanaNetworks' | 'bitcoinNetworks'>,
): CaipNetwork[] {
  return [
    ...dappSolanaNetworks(config.solanaNetworks ?? []),
    ...dappBitcoinNetworks(config.bitcoinNetworks ?? []),
  ]
}
