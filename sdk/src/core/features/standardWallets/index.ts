import type { CaipNetwork, ChainNamespace } from '../../networks/types'
import { defineFeature } from '../defineFeature'
import type { WalletSessions } from './standardWallets.impl'
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

export const createStandardWalletsFeature = defineFeature({
  state: () => undefined,
  // The sessions and each namespace's chunk in one round trip; a namespace's chunk that
  // fails is left out (the sessions log it), the other namespace goes on.
  load: ({ networks }: StandardWalletsDeps) =>
    Promise.all([
      import('./standardWallets.impl'),
      Promise.allSettled([
        hasNetworkOf(networks, 'solana') && import('./solana/startSolanaWalletSession'),
        hasNetworkOf(networks, 'bip122') && import('./bitcoin/startBitcoinWalletSession'),
      ]),
    ]).then(([impl, code]) => ({
      start: (deps: StandardWalletsDeps) => impl.start(deps, undefined, code),
    })),
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
