import type { CaipAddress } from '@airlock/protocol'
import type { CaipNetwork, ChainNamespace } from './networks/types'
import type { AirlockStores } from './stores/airlockStores'
import type { ConnectionStatus } from './stores/connectionStore'
import type { ThemeMode } from './stores/optionsStore'
import type { View } from './stores/routerStore'

/** A flat summary of one instance's stores, for callers that do not want the stores themselves. */
export interface AirlockState {
  open: boolean
  loading: boolean
  view: View
  status: ConnectionStatus
  activeNamespace: ChainNamespace | undefined
  address: string | undefined
  caipAddress: CaipAddress | undefined
  caipNetwork: CaipNetwork | undefined
  themeMode: ThemeMode
}

export function readAirlockState(stores: AirlockStores): AirlockState {
  const { activeNamespace, chains } = stores.chains.getState()
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  return {
    open: stores.modal.getState().open,
    loading: stores.modal.getState().loading,
    view: stores.router.getState().view,
    status: stores.connection.getState().status,
    activeNamespace,
    address: chain?.account.address,
    caipAddress: chain?.account.caipAddress,
    caipNetwork: chain?.network.caipNetwork,
    themeMode: stores.options.getState().themeMode,
  }
}

const sameState = (a: AirlockState, b: AirlockState) =>
  (Object.keys(a) as (keyof AirlockState)[]).every((key) => Object.is(a[key], b[key]))

/** Calls `listener` with the new summary whenever any field of it changes; returns the unsubscribe. */
export function subscribeAirlockState(
  stores: AirlockStores,
  listener: (state: AirlockState) => void,
): () => void {
  let last = readAirlockState(stores)
  const onChange = () => {
    const next = readAirlockState(stores)
    if (sameState(last, next)) return
    last = next
    listener(next)
  }
  const unsubscribers = [
    stores.modal.subscribe(onChange),
    stores.router.subscribe(onChange),
    stores.connection.subscribe(onChange),
    stores.chains.subscribe(onChange),
    stores.options.subscribe(onChange),
  ]
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}
