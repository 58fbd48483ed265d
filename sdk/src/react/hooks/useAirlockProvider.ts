import { useMemo } from 'react'
import type { EmbeddedSolanaProvider } from '../../core/connectors/auth/solanaProvider'
import type { Eip1193Provider } from '../../core/connectors/injected/injectedProvider'
import type { AuthNamespace } from '../../core/networks/types'
import type { ConnectorType } from '../../core/stores/connectionStore'
import { useAirlockInstance } from '../AirlockContext'
import { useWalletInfo } from '../features/account/useWalletInfo'
import { useStore } from '../useStore'

export interface UseAirlockProviderReturn<Provider> {
  /** The provider of the wallet holding `namespace`; undefined while none does. */
  walletProvider: Provider | undefined
  /** ANNOUNCED / INJECTED for a browser wallet, AUTH for the embedded one. */
  walletProviderType: ConnectorType | undefined
}

/** The provider to send `namespace`'s requests to; changes when another wallet takes it. */
export function useAirlockProvider(namespace: 'eip155'): UseAirlockProviderReturn<Eip1193Provider>
export function useAirlockProvider(
  namespace: 'solana',
): UseAirlockProviderReturn<EmbeddedSolanaProvider>
export function useAirlockProvider(
  namespace: AuthNamespace,
): UseAirlockProviderReturn<Eip1193Provider | EmbeddedSolanaProvider> {
  const instance = useAirlockInstance()
  const connectorId = useStore(
    instance.stores.chains,
    (state) => state.chains[namespace]?.account.connectorId,
  )
  const { walletInfo } = useWalletInfo(namespace)
  const walletProviderType = walletInfo?.type
  return useMemo(() => {
    if (!connectorId) return { walletProvider: undefined, walletProviderType }
    const walletProvider =
      namespace === 'eip155' ? instance.getProvider('eip155') : instance.getProvider('solana')
    return { walletProvider, walletProviderType }
  }, [instance, namespace, connectorId, walletProviderType])
}
