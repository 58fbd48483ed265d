import { ErrorCatalogue } from '@airlock/protocol'
import { useCallback } from 'react'
import type { WalletListItem } from '../../../core/clients/walletApi/types'
import { WALLET_CONNECT_CONNECTOR_ID } from '../../../core/connectors/walletConnect/walletConnectConnector'
import { walletRedirect } from '../../../core/connectors/walletRedirect'
import { isMobile } from '../../../core/platform/isMobile'
import { useAirlockInstance } from '../../AirlockContext'
import { openRedirect } from './openRedirect'

export interface OpenableWallet {
  /** A connector of this page: clicking connects through it (ConnectingExternal). */
  connectorId?: string | undefined
  /** The catalogue (or custom) entry whose links open it otherwise. */
  item?: WalletListItem | undefined
  homepage?: string | undefined
  /** A custom wallet's own image, for the WalletConnect view. */
  imageUrl?: string | undefined
}

/**
 * What clicking a wallet does, in Connect and AllWallets alike: an installed
 * wallet connects; any other connects through WalletConnect when the dapp has it
 * (ConnectingWalletConnect for that wallet: its QR code, its app by link), else
 * opens its app or web app for this platform, or its site in a new tab
 * (walletRedirect.ts).
 */
export function useOpenWallet(): (wallet: OpenableWallet) => void {
  const instance = useAirlockInstance()
  return useCallback(
    (wallet: OpenableWallet) => {
      const { router, toast } = instance.stores
      const walletConnect = instance.walletConnect
      // A new pairing: for the picked wallet (or the plain row), nothing handed to an app yet.
      if (wallet.connectorId === WALLET_CONNECT_CONNECTOR_ID) {
        walletConnect?.setState({ chosen: undefined, linked: false })
        router.getState().push('ConnectingWalletConnect')
        return
      }
      if (!wallet.connectorId && wallet.item && walletConnect) {
        walletConnect.setState({
          chosen: { item: wallet.item, imageUrl: wallet.imageUrl },
          linked: false,
        })
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
      openRedirect(redirect)
    },
    [instance],
  )
}
