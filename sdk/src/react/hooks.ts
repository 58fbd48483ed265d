import type { CaipAddress } from '@airlock/protocol'
import { useMemo } from 'react'
import type { CloseOptions, OpenOptions } from '../core/controllers/openClose'
import type { AccountStatus, ChainsState } from '../core/stores/chainsStore'
import { useAirlockInstance } from './AirlockContext'
import { useStore } from './useStore'

export interface UseAirlockReturn {
  open(options?: OpenOptions): void
  /** False when closing was refused (an approval is showing). */
  close(options?: CloseOptions): boolean
}

/** Opens and closes the modal of the provider's instance. */
export function useAirlock(): UseAirlockReturn {
  const instance = useAirlockInstance()
  return useMemo(
    () => ({
      open: (options) => instance.open(options),
      close: (options) => instance.close(options),
    }),
    [instance],
  )
}

export interface UseAirlockAccountReturn {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: AccountStatus
  isConnected: boolean
}

const activeAccount = (state: ChainsState) =>
  state.activeNamespace ? state.chains[state.activeNamespace]?.account : undefined

/** The active namespace's account; re-renders only when one of its fields changes. */
export function useAirlockAccount(): UseAirlockAccountReturn {
  const { chains } = useAirlockInstance().stores
  const address = useStore(chains, (state) => activeAccount(state)?.address)
  const caipAddress = useStore(chains, (state) => activeAccount(state)?.caipAddress)
  const status = useStore(chains, (state) => activeAccount(state)?.status ?? 'disconnected')
  return useMemo(
    () => ({ address, caipAddress, status, isConnected: status === 'connected' }),
    [address, caipAddress, status],
  )
}
