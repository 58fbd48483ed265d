import type { CaipNetwork, ChainNamespace } from '../../networks/types'
import { defineFeature } from '../defineFeature'
import type { NamespaceCode, WalletSessions } from './standardWallets.impl'
import type { StandardWalletsDeps } from './standardWalletsDeps'

export type { WalletSessions } from './standardWallets.impl'
export type { StandardWalletsDeps } from './standardWalletsDeps'

/**
 * The Solana and Bitcoin browser wallets of one instance (Wallet Standard). A dapp
 * with only EVM networks loads nothing; else the sessions load at start (wallets
 * register as the page loads), with the chunk of each namespace that has a network,
 * all in one round trip.
 */
export interface StandardWallets {
  /** Settles once each namespace's wallets have loaded and tried their reconnect. */
  readonly ready: Promise<void>
  /** The sessions once loaded; undefined before (or without Solana or Bitcoin networks). */
  loaded(): WalletSessions | undefined
}

/** Whether the dapp offers a network of `namespace`: only then is its wallet code loaded. */
export function hasNetworkOf(networks: readonly CaipNetwork[], namespace: ChainNamespace): boolean {
  return networks.some((network) => network.chainNamespace === namespace)
}

/** A namespace's chunk when the dapp has a network of it; a chunk that fails is logged and left out. */
function namespaceCode<T>(
  deps: StandardWalletsDeps,
  namespace: ChainNamespace,
  load: () => Promise<T>,
): Promise<T | undefined> {
  if (!hasNetworkOf(deps.networks, namespace)) return Promise.resolve(undefined)
  return load().catch((error: unknown) => {
    deps.logger.error('browser wallets failed to load', { error, namespace })
    return undefined
  })
}

export const createStandardWalletsFeature = defineFeature({
  state: () => undefined,
  load: (deps: StandardWalletsDeps) =>
    Promise.all([
      import('./standardWallets.impl'),
      namespaceCode(deps, 'solana', () => import('./solana/startSolanaWalletSession')),
      namespaceCode(deps, 'bip122', () => import('./bitcoin/startBitcoinWalletSession')),
    ]).then(([impl, solana, bitcoin]) => {
      const code: NamespaceCode = {
        solana: solana?.startSolanaWalletSession,
        bitcoin: bitcoin?.startBitcoinWalletSession,
      }
      return { start: (startDeps: StandardWalletsDeps) => impl.start(startDeps, undefined, code) }
    }),
  methods(feature): StandardWallets {
    const { networks, logger } = feature.deps
    const ready = networks.some((network) => network.chainNamespace !== 'eip155')
      ? feature
          .use((sessions) => sessions.ready)
          .catch((error: unknown) => {
            // Destroyed before the chunk came: nothing to report.
            if (!feature.disposed()) logger.error('browser wallets failed to load', { error })
          })
      : Promise.resolve()
    return { ready, loaded: () => feature.loaded() }
  },
})
