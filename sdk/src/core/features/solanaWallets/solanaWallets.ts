import type { ControllerContext } from '../../context'
import { lazyModule } from '../../lazyModule'
import type { CaipNetwork } from '../../networks/types'
import type { SolanaWalletSession } from './solanaWalletSession'

/** Whether the dapp offers a Solana network: only then is Solana wallet code loaded. */
export function hasSolanaNetwork(networks: readonly CaipNetwork[]): boolean {
  return networks.some((network) => network.chainNamespace === 'solana')
}

/** The Solana browser-wallet code, a chunk of its own (startSolanaWalletSession.ts). */
const solanaWalletCode = lazyModule(() => import('./startSolanaWalletSession'))

/**
 * The Solana browser wallets of one instance: nothing at all without a Solana
 * network; else the chunk loads at start (wallets register as the page loads) and
 * `session` answers once it has.
 */
export interface SolanaWallets {
  readonly ready: Promise<SolanaWalletSession | undefined>
  session(): SolanaWalletSession | undefined
  stop(): void
}

export function startSolanaWallets(
  ctx: ControllerContext,
  networks: readonly CaipNetwork[],
  signal: AbortSignal,
): SolanaWallets {
  let session: SolanaWalletSession | undefined
  const ready = hasSolanaNetwork(networks)
    ? solanaWalletCode
        .load()
        .then(async ({ startSolanaWalletSession }) => {
          if (signal.aborted) return undefined
          session = startSolanaWalletSession(ctx, signal)
          await session.restored
          return session
        })
        .catch((error: unknown) => {
          ctx.logger.error('Solana wallets failed to load', { error })
          return undefined
        })
    : Promise.resolve(undefined)
  return {
    ready,
    session: () => session,
    stop() {
      session?.stop()
      session = undefined
    },
  }
}
