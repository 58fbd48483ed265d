import type { CaipNetworkId } from '@airlock/protocol'
import { useMemo } from 'react'
import type { ChainNamespace } from '../../core/networks/types'
import type { ConnectionStatus } from '../../core/stores/connectionStore'
import type { View } from '../../core/stores/routerStore'
import { useAirlockInstance } from '../AirlockContext'
import { useStore } from '../useStore'
import { chainOf } from './chainOf'

export interface UseAirlockStateReturn {
  open: boolean
  loading: boolean
  /** The modal's current view (its history starts on Connect). */
  view: View
  status: ConnectionStatus
  /** The active namespace. */
  activeChain: ChainNamespace | undefined
  /** The active network's CAIP-2 id. */
  selectedNetworkId: CaipNetworkId | undefined
}

/** The modal and connection summary of the instance (what `getState()` flattens). */
export function useAirlockState(): UseAirlockStateReturn {
  const { modal, router, connection, chains } = useAirlockInstance().stores
  const open = useStore(modal, (state) => state.open)
  const loading = useStore(modal, (state) => state.loading)
  const view = useStore(router, (state) => state.view)
  const status = useStore(connection, (state) => state.status)
  const activeChain = useStore(chains, (state) => state.activeNamespace)
  const selectedNetworkId = useStore(
    chains,
    (state) => chainOf(state)?.network.caipNetwork?.caipNetworkId,
  )
  return useMemo(
    () => ({ open, loading, view, status, activeChain, selectedNetworkId }),
    [open, loading, view, status, activeChain, selectedNetworkId],
  )
}
