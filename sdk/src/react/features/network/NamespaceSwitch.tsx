import { useRef, useState } from 'react'
import type { ChainNamespace } from '../../../core/networks/types'
import { useAirlockInstance } from '../../AirlockContext'
import { errorMessage } from '../../errorMessage'
import { useStore } from '../../useStore'
import { NAMESPACE_LABELS } from './namespaceLabels'

/**
 * The Account view's namespace switch, for dapps with more than one namespace
 * (EVM and Solana at once): the active one pressed; a connected one becomes
 * active through `switchNetwork` on the network it is on (SPEC §4: sets
 * switching-namespace, resets the send state, reports SWITCH_NETWORK); one
 * without an account opens Connect to add a wallet for it.
 */
export function NamespaceSwitch() {
  const instance = useAirlockInstance()
  const { chains, router, toast } = instance.stores
  const byNamespace = useStore(chains, (state) => state.chains)
  const active = useStore(chains, (state) => state.activeNamespace)
  const [pending, setPending] = useState<ChainNamespace>()
  // A ref, not the state: two clicks in one frame must not start two switches.
  const busy = useRef(false)
  const namespaces = Object.keys(byNamespace) as ChainNamespace[]
  if (namespaces.length < 2) return null

  async function choose(namespace: ChainNamespace): Promise<void> {
    const chain = byNamespace[namespace]
    if (busy.current || namespace === active || !chain) return
    const network = chain.network.caipNetwork ?? chain.network.requestedCaipNetworks[0]
    if (!chain.account.address || !network) {
      router.getState().push('Connect')
      return
    }
    busy.current = true
    setPending(namespace)
    try {
      await instance.switchNetwork(network)
    } catch (error) {
      toast.getState().showError(errorMessage(error))
    } finally {
      busy.current = false
      setPending(undefined)
    }
  }

  return (
    <fieldset className="al-namespaces" aria-label="Namespace">
      {namespaces.map((namespace) => {
        const connected = Boolean(byNamespace[namespace]?.account.address)
        return (
          <button
            key={namespace}
            type="button"
            className="al-namespace"
            aria-pressed={namespace === active}
            aria-busy={namespace === pending}
            data-connected={connected}
            title={connected ? undefined : `Connect a ${NAMESPACE_LABELS[namespace]} wallet`}
            onClick={() => void choose(namespace)}
          >
            {NAMESPACE_LABELS[namespace]}
            {!connected && <span className="al-visually-hidden"> (not connected)</span>}
          </button>
        )
      })}
    </fieldset>
  )
}
