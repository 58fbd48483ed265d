import type { ControllerContext } from '../../context'
import type { CreateAirlockOptions } from '../../instance/airlockOptions'
import { lazyModule } from '../../lazyModule'
import type { CaipNetwork } from '../../networks/types'
import type { WalletSessions } from './walletSessions'

/**
 * The Solana and Bitcoin browser wallets of one instance (Wallet Standard). A dapp
 * with only EVM networks loads nothing; else walletSessions.ts loads at start
 * (wallets register as the page loads) and, in it, the chunk of each namespace
 * that has a network.
 */
export interface NamespaceWallets {
  /** Settles once each namespace's wallets have loaded and tried their reconnect. */
  readonly ready: Promise<void>
  /** The sessions once walletSessions.ts is there; undefined before (or without such networks). */
  loaded(): WalletSessions | undefined
  stop(): void
}

const code = lazyModule(() => import('./walletSessions'))

export function startNamespaceWallets(
  ctx: ControllerContext,
  networks: readonly CaipNetwork[],
  signal: AbortSignal,
  options?: Pick<CreateAirlockOptions, 'preferredAccountTypes'>,
): NamespaceWallets {
  let sessions: WalletSessions | undefined
  const ready = networks.some((network) => network.chainNamespace !== 'eip155')
    ? code
        .load()
        .then((chunk) => {
          if (signal.aborted) return
          sessions = chunk.startWalletSessions(ctx, networks, signal, options)
          return sessions.ready
        })
        .catch((error: unknown) => ctx.logger.error('browser wallets failed to load', { error }))
    : Promise.resolve()
  return {
    ready,
    loaded: () => sessions,
    stop: () => sessions?.stop(),
  }
}
