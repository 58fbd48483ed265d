import { useMemo, useRef, useState } from 'react'
import type { CaipNetwork, ChainNamespace } from '../../../core/networks/types'
import type { ChainsState } from '../../../core/stores/chainsStore'
import { useAirlockInstance } from '../../AirlockContext'
import { errorMessage } from '../../errorMessage'
import { useStore } from '../../useStore'
import { type NetworkGroup, NetworkList } from './NetworkList'
import { NAMESPACE_LABELS } from './namespaceLabels'

/** The requested networks per namespace, the active namespace first, the others as configured. */
function networkGroups(
  chains: ChainsState['chains'],
  activeNamespace: ChainNamespace | undefined,
): NetworkGroup[] {
  const groups = (Object.keys(chains) as ChainNamespace[]).flatMap((namespace) => {
    const networks = chains[namespace]?.network.requestedCaipNetworks ?? []
    return networks.length > 0 ? [{ namespace, label: NAMESPACE_LABELS[namespace], networks }] : []
  })
  return groups.sort(
    (a, b) => Number(b.namespace === activeNamespace) - Number(a.namespace === activeNamespace),
  )
}

export interface NetworkSwitcherProps {
  /** Called once the switch landed (the view decides where to go next). */
  onSwitched?: (() => void) | undefined
}

/**
 * The network list wired to `instance.switchNetwork`: the chosen row spins
 * until the connector answers, a failure shows the error's own message, and
 * choosing the active network does nothing. With `enableNetworkSwitch` off the
 * list is shown but cannot switch.
 */
export function NetworkSwitcher({ onSwitched }: NetworkSwitcherProps) {
  const instance = useAirlockInstance()
  const { chains, options } = instance.stores
  const chainsByNamespace = useStore(chains, (state) => state.chains)
  const activeNamespace = useStore(chains, (state) => state.activeNamespace)
  const enabled = useStore(options, (state) => state.enableNetworkSwitch)
  const groups = useMemo(
    () => networkGroups(chainsByNamespace, activeNamespace),
    [chainsByNamespace, activeNamespace],
  )
  const activeId = activeNamespace
    ? chainsByNamespace[activeNamespace]?.network.caipNetwork?.caipNetworkId
    : undefined
  const [pendingId, setPendingId] = useState<string>()
  const [error, setError] = useState<string>()
  // A ref, not the state: two clicks in one frame must not start two wallet prompts.
  const busy = useRef(false)

  async function select(network: CaipNetwork): Promise<void> {
    if (busy.current || network.caipNetworkId === activeId) return
    busy.current = true
    setPendingId(network.caipNetworkId)
    setError(undefined)
    try {
      await instance.switchNetwork(network)
      onSwitched?.()
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      busy.current = false
      setPendingId(undefined)
    }
  }

  // The active row, else the first (on an unsupported chain the active network is not listed).
  const listed = groups.some((group) => group.networks.some((n) => n.caipNetworkId === activeId))
  const autofocusId = listed ? activeId : groups[0]?.networks[0]?.caipNetworkId
  return (
    <>
      {!enabled && (
        <p className="al-lead al-networks-note">Network switching is turned off for this app.</p>
      )}
      <NetworkList
        groups={groups}
        activeId={activeId}
        pendingId={pendingId}
        disabled={!enabled}
        autofocusId={autofocusId}
        onSelect={(network) => void select(network)}
      />
      {error && (
        <p className="al-field-error al-networks-error" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
