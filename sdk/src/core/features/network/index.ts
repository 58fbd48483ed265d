import type { AirlockEvents } from '../../airlockEvents'
import type { AuthConnector } from '../../connectors/auth/authConnector'
import type { WalletDiscovery } from '../../connectors/injected/eip6963'
import type { CaipNetwork } from '../../networks/types'
import type { AirlockStores } from '../../stores/airlockStores'
import type { WalletFlowDeps } from '../browserWallets/walletFlowDeps'
import { defineFeature } from '../defineFeature'
import type { StandardWallets } from '../standardWallets/index'

export interface NetworkDeps {
  stores: Pick<AirlockStores, 'chains' | 'connection'>
  connector: Pick<AuthConnector, 'switchNetwork' | 'getUser' | 'storage'>
  events: Pick<AirlockEvents, 'emit'>
  /** The page's EIP-6963 and WalletConnect wallets, to find the one holding a namespace. */
  wallets: Pick<WalletDiscovery, 'getConnector'>
  /** The Solana and Bitcoin browser wallets (their feature's public API). */
  standardWallets: Pick<StandardWallets, 'loaded'>
  /** What the browser-wallet flow takes to move an EIP-6963 wallet to another chain. */
  browserWallet: WalletFlowDeps
}

export interface Network {
  /**
   * Makes `target` (a configured network, or an eip155 chain id) the active one through
   * the connector holding its namespace; anything else rejects with 'Network Not Found'.
   */
  switchNetwork(target: CaipNetwork | number | string): Promise<void>
}

export const createNetworkFeature = defineFeature({
  state: () => undefined,
  load: () => import('./network.impl'),
  sharedChunk: true,
  methods: ({ use }): Network => ({
    switchNetwork: (target) => use((impl) => impl.switchNetwork(target)),
  }),
})
