import type { CaipAddress } from '@airlock/protocol'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { TokenBalance } from '../clients/blockchainApi/types'
import type { PreferredAccountType } from '../clients/frame/frameStorage'
import type { FrameUser } from '../connectors/auth/authConnector'
import type { CaipNetwork, ChainNamespace } from '../networks/types'
import type { SocialOption } from './optionsStore'

export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** The account of one namespace (SPEC §3 chain account state, the fields the core fills so far). */
export interface ChainAccountState {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  /** Primary name and avatar of the address (identity, SPEC §3), once looked up. */
  profileName: string | undefined
  profileImage: string | undefined
  /** Token balances of the account on the active network, once fetched (features/balances/). */
  tokenBalance: TokenBalance[] | undefined
  status: AccountStatus
  /** The embedded wallet's user, when the account comes from the auth connector. */
  user: FrameUser | undefined
  preferredAccountType: PreferredAccountType | undefined
  /** The social login that signed the embedded wallet in (SPEC §3); its name is `user.userName`. */
  socialProvider: SocialOption | undefined
  /** The Farcaster sign-in URL while ConnectingFarcaster waits for the user's app (SPEC §3). */
  farcasterUrl?: string | undefined
  connectorId: string | undefined
}

export interface ChainNetworkState {
  caipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: CaipNetwork[]
  smartAccountEnabledNetworks: number[]
}

export interface ChainState {
  account: ChainAccountState
  network: ChainNetworkState
}

export interface ChainsState {
  activeNamespace: ChainNamespace | undefined
  chains: Partial<Record<ChainNamespace, ChainState>>
  /** A switch to another namespace is under way (SPEC §4); views hold their redirects meanwhile. */
  switchingNamespace: boolean
}

export interface ChainsActions {
  setAccount(namespace: ChainNamespace, patch: Partial<ChainAccountState>): void
  /**
   * Back to a disconnected, empty account (SPEC §4: resets the account, removes
   * the connector id); with `patch`, a fresh account of another connector.
   */
  resetAccount(namespace: ChainNamespace, patch?: Partial<ChainAccountState>): void
  setCaipNetwork(namespace: ChainNamespace, network: CaipNetwork): void
  setActiveNamespace(namespace: ChainNamespace): void
  setSmartAccountEnabledNetworks(networks: readonly number[]): void
  setSwitchingNamespace(switching: boolean): void
}

export type ChainsStore = StoreApi<ChainsState & ChainsActions>

export const emptyAccount = (): ChainAccountState => ({
  address: undefined,
  caipAddress: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  tokenBalance: undefined,
  status: 'disconnected',
  user: undefined,
  preferredAccountType: undefined,
  socialProvider: undefined,
  connectorId: undefined,
})

function initialChains(
  networks: readonly CaipNetwork[],
  defaultNetwork: CaipNetwork | undefined,
): ChainsState['chains'] {
  const chains: ChainsState['chains'] = {}
  for (const network of networks) {
    const existing = chains[network.chainNamespace]
    if (existing) existing.network.requestedCaipNetworks.push(network)
    else {
      chains[network.chainNamespace] = {
        account: emptyAccount(),
        network: {
          caipNetwork: network,
          requestedCaipNetworks: [network],
          smartAccountEnabledNetworks: [],
        },
      }
    }
  }
  const home = defaultNetwork && chains[defaultNetwork.chainNamespace]
  if (home) home.network.caipNetwork = defaultNetwork
  return chains
}

/**
 * Account and network per namespace; at start the first configured network of
 * each is active, and `defaultNetwork` (one of `networks`) wins for its own
 * namespace and makes that namespace the active one.
 */
export function createChainsStore(
  networks: readonly CaipNetwork[],
  defaultNetwork?: CaipNetwork | undefined,
): ChainsStore {
  return createStore<ChainsState & ChainsActions>()((set, get) => {
    function update(namespace: ChainNamespace, change: (chain: ChainState) => ChainState): void {
      const chain = get().chains[namespace]
      if (!chain) return
      set({ chains: { ...get().chains, [namespace]: change(chain) } })
    }
    return {
      activeNamespace: (defaultNetwork ?? networks[0])?.chainNamespace,
      chains: initialChains(networks, defaultNetwork),
      switchingNamespace: false,
      setAccount: (namespace, patch) =>
        update(namespace, (chain) => ({ ...chain, account: { ...chain.account, ...patch } })),
      resetAccount: (namespace, patch) =>
        update(namespace, (chain) => ({ ...chain, account: { ...emptyAccount(), ...patch } })),
      setCaipNetwork: (namespace, caipNetwork) =>
        update(namespace, (chain) => ({ ...chain, network: { ...chain.network, caipNetwork } })),
      setActiveNamespace(namespace) {
        if (get().chains[namespace]) set({ activeNamespace: namespace })
      },
      setSmartAccountEnabledNetworks(networks) {
        const chains = Object.fromEntries(
          Object.entries(get().chains).map(([namespace, chain]) => [
            namespace,
            { ...chain, network: { ...chain.network, smartAccountEnabledNetworks: [...networks] } },
          ]),
        )
        set({ chains })
      },
      setSwitchingNamespace: (switchingNamespace) => set({ switchingNamespace }),
    }
  })
}
