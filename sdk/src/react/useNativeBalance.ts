import { ErrorCatalogue, isEvmAddress } from '@airlock/protocol'
import { useEffect, useState } from 'react'
import { type CaipNetwork, networkRpcUrl } from '../core/networks/types'
import type { ToastStore } from '../core/stores/toastStore'
import { formatBalance } from './format/formatBalance'
import { readNativeBalance } from './readNativeBalance'

export type NativeBalance =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'success'; formatted: string }

/**
 * The account's native balance on the active EVM network, read when the view
 * shows it (and again when the account or network changes). A failure shows the
 * 'Token Balance Unavailable' toast (SPEC §8).
 */
export function useNativeBalance(
  network: CaipNetwork | undefined,
  address: string | undefined,
  toast: ToastStore,
): NativeBalance {
  const [balance, setBalance] = useState<NativeBalance>({ status: 'idle' })

  useEffect(() => {
    const rpcUrl = networkRpcUrl(network)
    if (network?.chainNamespace !== 'eip155' || !rpcUrl || !isEvmAddress(address)) {
      setBalance({ status: 'idle' })
      return
    }
    const { decimals, symbol } = network.nativeCurrency
    const controller = new AbortController()
    setBalance({ status: 'loading' })
    readNativeBalance(rpcUrl, address as `0x${string}`, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted)
          setBalance({ status: 'success', formatted: formatBalance(value, decimals, symbol) })
      },
      () => {
        if (controller.signal.aborted) return
        setBalance({ status: 'error' })
        toast.getState().showError(ErrorCatalogue.TOKEN_BALANCE_UNAVAILABLE)
      },
    )
    // Leaving the view (or switching account) drops the request and its answer.
    return () => controller.abort()
  }, [network, address, toast])

  return balance
}
