import { ErrorCatalogue } from '@airlock/protocol'
import { useCallback } from 'react'
import type { WalletListItem } from '../../core/clients/walletApi/types'
import { WALLET_CONNECT_CONNECTOR_ID } from '../../core/connectors/walletConnect/walletConnectConnector'
import { walletRedirect } from '../../core/connectors/walletRedirect'
import { isMobile } from '../../core/platform/isMobile'
import { useAirlockInstance } from '../AirlockContext'

export interface OpenableWallet {
  /** A connector of this page: clicking connects through it (ConnectingExternal). */
  connectorId?: string | undefined
  /** The catalogue (or custom) entry whose links open it otherwise. */
  item?: WalletListItem | undefined
  homepage?: string | undefined
}

/**
 * What clicking a wallet does, in Connect and AllWallets alike: an installed
 * wallet connects; any other opens its app or web app for this platform, else
 * its site in a new tab (walletRedirect.ts).
 */
export function useOpenWallet(): (wallet: OpenableWallet) => void {
  const instance = useAirlockInstance()
  return useCallback(
    (wallet: OpenableWallet) => {
      const { router, toast } = instance.stores
      if (wallet.connectorId === WALLET_CONNECT_CONNECTOR_ID) {
        router.getState().push('ConnectingWalletConnect')
        return
      }
      if (wallet.connectorId) {
        router.getState().push('ConnectingExternal', { connectorId: wallet.connectorId })
        return
      }
      const redirect =
        wallet.item &&
        walletRedirect(wallet.item, { isMobile: isMobile(), homepage: wallet.homepage })
      if (!redirect) {
        toast.getState().showError(ErrorCatalogue.NO_URL_PROVIDED)
        return
      }
      window.open(
        redirect.href,
        redirect.target,
        redirect.target === '_blank' ? 'noopener,noreferrer' : undefined,
      )
    },
    [instance],
  )
}
