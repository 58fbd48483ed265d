import type { AirlockStores } from '../../stores/airlockStores'
import type { ModalDeps } from '../modal/index'
import { syncUnsupportedChainView } from '../modal/openClose'

/**
 * SPEC §4: when a disconnect makes another connection current, the chain
 * account it had shown (then lost to the connector that took the namespace
 * over) is shown again. A rule on the store, so every disconnect path obeys it.
 */
export function followCurrentConnection({
  stores,
}: {
  stores: Pick<AirlockStores, 'chains' | 'connection'>
}): () => void {
  return stores.connection.subscribe(({ current }, previous) => {
    if (!current || current === previous.current) return
    const account = stores.chains.getState().chains[current.namespace]?.account
    if (!account || account.address) return
    stores.chains.getState().setAccount(current.namespace, {
      address: current.address,
      caipAddress: current.caipAddress,
      status: 'connected',
      connectorId: current.connectorId,
    })
  })
}

/**
 * SPEC §2: whenever the active network changes (a wallet's event, a switch, a
 * reconnect), UnsupportedChain opens if its rule holds, and gives way once the
 * network is supported again.
 */
export function followActiveNetwork(deps: ModalDeps): () => void {
  const activeNetworkId = () => {
    const { activeNamespace, chains } = deps.stores.chains.getState()
    return activeNamespace ? chains[activeNamespace]?.network.caipNetwork?.caipNetworkId : undefined
  }
  let last = activeNetworkId()
  return deps.stores.chains.subscribe(() => {
    const next = activeNetworkId()
    if (next === last) return
    last = next
    syncUnsupportedChainView(deps)
  })
}
