import type { ControllerContext } from '../../context'
import { lazyModule } from '../../lazyModule'
import type { CaipNetwork } from '../../networks/types'
import {
  hasNetworkOf,
  type NamespaceWallets,
  startNamespaceWallets,
} from '../browserWallets/namespaceWallets'
import type { BitcoinWalletSession } from './bitcoinWalletSession'

/** The Bitcoin browser-wallet code, a chunk of its own (startBitcoinWalletSession.ts). */
const bitcoinWalletCode = lazyModule(() =>
  import('./startBitcoinWalletSession').then((chunk) => chunk.startBitcoinWalletSession),
)

/** The Bitcoin browser wallets of one instance; nothing is loaded without a bip122 network. */
export type BitcoinWallets = NamespaceWallets<BitcoinWalletSession>

export function startBitcoinWallets(
  ctx: ControllerContext,
  networks: readonly CaipNetwork[],
  signal: AbortSignal,
): BitcoinWallets {
  return startNamespaceWallets(ctx, hasNetworkOf(networks, 'bip122'), bitcoinWalletCode, signal)
}
