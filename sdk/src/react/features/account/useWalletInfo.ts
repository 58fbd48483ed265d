import { useMemo } from 'react'
import { type WalletInfo, walletInfoOf } from '../../../core/connectors/walletInfo'
import type { ChainNamespace } from '../../../core/networks/types'
import type { ConnectionState } from '../../../core/stores/connectionStore'
import { useAirlockInstance } from '../../AirlockContext'
import { chainOf } from '../../hooks/chainOf'
import { useStore } from '../../useStore'

export interface UseWalletInfoReturn {
  /** Name, icon and type of the wallet holding the account; undefined when none does. */
  walletInfo: WalletInfo | undefined
}

/** The wallet connected on `namespace`, the active namespace by default. */
export function useWalletInfo(namespace?: ChainNamespace): UseWalletInfoReturn {
  const { chains, connection } = useAirlockInstance().stores
  const connectorId = useStore(chains, (state) => chainOf(state, namespace)?.account.connectorId)
  // Field by field: the connector list is rebuilt whenever any wallet announces itself.
  const read = (state: ConnectionState) => walletInfoOf(connectorId, state.connectors)
  const name = useStore(connection, (state) => read(state)?.name)
  const icon = useStore(connection, (state) => read(state)?.icon)
  const type = useStore(connection, (state) => read(state)?.type)
  return useMemo(
    () => ({ walletInfo: name && type ? { name, icon, type } : undefined }),
    [name, icon, type],
  )
}
