import type { AirlockEvents } from '../../airlockEvents'
import type { AuthConnector } from '../../connectors/auth/authConnector'
import type { ChainNamespace } from '../../networks/types'
import type { AirlockStores } from '../../stores/airlockStores'
import type { disconnectInjected } from '../browserWallets/connectExternal'
import type { WalletSessions } from '../browserWallets/walletSessions'
import { defineFeature } from '../defineFeature'

export interface DisconnectDeps {
  stores: Pick<AirlockStores, 'chains' | 'connection' | 'modal' | 'router'>
  connector: Pick<AuthConnector, 'signOut' | 'hideFrame' | 'storage'>
  events: Pick<AirlockEvents, 'emit'>
  /** The Solana and Bitcoin browser wallets, once their code is there (only with their networks). */
  walletSessions(): WalletSessions | undefined
  /** What the browser-wallet flow takes to let an EIP-6963 or WalletConnect wallet go. */
  browserWallet: Parameters<typeof disconnectInjected>[0]
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
  methods: ({ use }): Disconnect => ({
    disconnect: (namespace) => use((impl) => impl.disconnect(namespace)),
  }),
})
