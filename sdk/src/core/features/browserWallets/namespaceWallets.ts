import type { ControllerContext } from '../../context'
import type { LazyModule } from '../../lazyModule'
import type { CaipNetwork, ChainNamespace } from '../../networks/types'
import type { NamespaceWalletSession } from './standardWalletSession'

/**
 * One namespace's browser wallets in an instance: nothing at all without a network
 * of that namespace; else its chunk loads at start (wallets register as the page
 * loads) and `session` answers once it has.
 */
export interface NamespaceWallets<S extends NamespaceWalletSession> {
  readonly ready: Promise<S | undefined>
  session(): S | undefined
  stop(): void
}

/** Whether the dapp offers a network of `namespace`: only then is its wallet code loaded. */
export function hasNetworkOf(networks: readonly CaipNetwork[], namespace: ChainNamespace): boolean {
  return networks.some((network) => network.chainNamespace === namespace)
}

export function startNamespaceWallets<S extends NamespaceWalletSession>(
  ctx: ControllerContext,
  needed: boolean,
  code: LazyModule<(ctx: ControllerContext, signal: AbortSignal) => S>,
  signal: AbortSignal,
): NamespaceWallets<S> {
  let session: S | undefined
  const ready = needed
    ? code
        .load()
        .then(async (start) => {
          if (signal.aborted) return undefined
          session = start(ctx, signal)
          await session.restored
          return session
        })
        .catch((error: unknown) => {
          ctx.logger.error('browser wallets failed to load', { error })
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
