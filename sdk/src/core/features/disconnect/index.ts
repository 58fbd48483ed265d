import type { AirlockEvents } from '../../airlockEvents'
import type { AuthConnector } from '../../connectors/auth/authConnector'
import type { ChainNamespace } from '../../networks/types'
import type { AirlockStores } from '../../stores/airlockStores'
import type { WalletFlowDeps } from '../browserWallets/walletFlowDeps'
import { defineFeature } from '../defineFeature'
import type { StandardWallets } from '../standardWallets/index'

export interface DisconnectDeps {
  stores: Pick<AirlockStores, 'chains' | 'connection' | 'modal' | 'router'>
  connector: Pick<AuthConnector, 'signOut' | 'hideFrame' | 'storage'>
  events: Pick<AirlockEvents, 'emit'>
  /** The Solana and Bitcoin browser wallets (their feature's public API). */
  standardWallets: Pick<StandardWallets, 'loaded'>
  /** What the browser-wallet flow takes to let an EIP-6963 or WalletConnect wallet go. */
  browserWallet: WalletFlowDeps
}

export interface Disconnect {
  /**
   * Disconnects `namespace`, or every connected chain (SPEC §4); rejects with
   * 'Failed to disconnect chain {chain}: {reason}' for each that failed.
   */
  disconnect(namespace?: ChainNamespace): Promise<void>
}

export const createDisconnectFeature = defineFeature({
  state: () => undefined,
  load: () => import('./disconnect.impl'),
  sharedChunk: true,
  methods: ({ use }): Disconnect => ({
    disconnect: (namespace) => use((impl) => impl.disconnect(namespace)),
  }),
})
