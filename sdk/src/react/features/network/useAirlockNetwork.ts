import type { CaipNetworkId } from '@airlock/protocol'
import { useMemo } from 'react'
import type { CaipNetwork, ChainNamespace } from '../../../core/networks/types'
import { useAirlockInstance } from '../../AirlockContext'
import { chainOf } from '../../hooks/chainOf'
import { useStore } from '../../useStore'

export interface UseAirlockNetworkReturn {
  caipNetwork: CaipNetwork | undefined
  /** The chain reference: a number for eip155, a string elsewhere. */
  chainId: number | string | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** Switches through the wallet holding the namespace (SPEC §4); rejects with its error. */
  switchNetwork(network: CaipNetwork): Promise<void>
}

/** The network of `namespace`, the active namespace by default. */
export function useAirlockNetwork(namespace?: ChainNamespace): UseAirlockNetworkReturn {
  const instance = useAirlockInstance()
  const caipNetwork = useStore(
    instance.stores.chains,
    (state) => chainOf(state, namespace)?.network.caipNetwork,
  )
  return useMemo(
    () => ({
      caipNetwork,
      chainId: caipNetwork?.id,
      caipNetworkId: caipNetwork?.caipNetworkId,
      switchNetwork: (network) => instance.switchNetwork(network),
    }),
    [instance, caipNetwork],
  )
}
