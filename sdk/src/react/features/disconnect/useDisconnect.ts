import { useMemo } from 'react'
import type { ChainNamespace } from '../../../core/networks/types'
import { useAirlockInstance } from '../../AirlockContext'

export interface UseDisconnectReturn {
  /** Disconnects `namespace`, or every connected chain (SPEC §4). */
  disconnect(namespace?: ChainNamespace): Promise<void>
}

export function useDisconnect(): UseDisconnectReturn {
  const instance = useAirlockInstance()
  return useMemo(() => ({ disconnect: (namespace) => instance.disconnect(namespace) }), [instance])
}
