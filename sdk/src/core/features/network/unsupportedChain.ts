import { WALLET_CONNECT_CONNECTOR_ID } from '../../connectors/walletConnect/walletConnectConnector'
import type { CaipNetwork } from '../../networks/types'
import type { AirlockStores } from '../../stores/airlockStores'

/** The stores the rule reads. */
export interface UnsupportedChainDeps {
  stores: Pick<AirlockStores, 'chains' | 'options'>
}

/** The facts SPEC §2's UnsupportedChain rule reads. */
export interface UnsupportedChainInput {
  caipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: readonly CaipNetwork[]
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  hasBasicWalletConnectSession: boolean
}

/**
 * SPEC §2: the active network is not among the requested ones, switching is
 * enabled, unsupported chains are not allowed, and no basic WalletConnect
 * session exists (that wallet picks the chain itself). No active network at
 * all is not "unsupported": there is nothing to switch away from.
 */
export function isUnsupportedChain(state: UnsupportedChainInput): boolean {
  const active = state.caipNetwork?.caipNetworkId
  if (!active) return false
  const requested = state.requestedCaipNetworks.some((network) => network.caipNetworkId === active)
  return (
    !requested &&
    state.enableNetworkSwitch &&
    !state.allowUnsupportedChain &&
    !state.hasBasicWalletConnectSession
  )
}

/** The rule's facts for the active namespace of one instance. */
export function readUnsupportedChainInput({ stores }: UnsupportedChainDeps): UnsupportedChainInput {
  const { activeNamespace, chains } = stores.chains.getState()
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  const { allowUnsupportedChain, enableNetworkSwitch, basic } = stores.options.getState()
  return {
    caipNetwork: chain?.network.caipNetwork,
    requestedCaipNetworks: chain?.network.requestedCaipNetworks ?? [],
    enableNetworkSwitch,
    allowUnsupportedChain,
    // SPEC §2's basic (WalletConnect-only) mode with the account held through a session.
    hasBasicWalletConnectSession:
      basic && chain?.account.connectorId === WALLET_CONNECT_CONNECTOR_ID,
  }
}

export const isActiveChainUnsupported = (deps: UnsupportedChainDeps): boolean =>
  isUnsupportedChain(readUnsupportedChainInput(deps))
