import type { ControllerContext } from '../../context'
import { lazyModule } from '../../lazyModule'
import type { CaipNetwork } from '../../networks/types'
import {
  hasNetworkOf,
  type NamespaceWallets,
  startNamespaceWallets,
} from '../browserWallets/namespaceWallets'
import type { SolanaWalletSession } from './solanaWalletSession'

/** Whether the dapp offers a Solana network: only then is Solana wallet code loaded. */
export const hasSolanaNetwork = (networks: readonly CaipNetwork[]): boolean =>
  hasNetworkOf(networks, 'solana')

/** The Solana browser-wallet code, a chunk of its own (startSolanaWalletSession.ts). */
const solanaWalletCode = lazyModule(() =>
  import('./startSolanaWalletSession').then((chunk) => chunk.startSolanaWalletSession),
)

/** The Solana browser wallets of one instance (browserWallets/namespaceWallets.ts). */
export type SolanaWallets = NamespaceWallets<SolanaWalletSession>

export function startSolanaWallets(
  ctx: ControllerContext,
  networks: readonly CaipNetwork[],
  signal: AbortSignal,
): SolanaWallets {
  return startNamespaceWallets(ctx, hasSolanaNetwork(networks), solanaWalletCode, signal)
}
