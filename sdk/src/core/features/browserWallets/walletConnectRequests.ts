import type { WalletConnectStore } from '../../connectors/walletConnect/walletConnectState'
import type { WalletFlowDeps } from './walletFlowDeps'

const REQUEST_VIEW = 'ConnectingWalletConnect'

/**
 * "Continue in <wallet>" (issue 12): while a request (a signature, a transaction,
 * a network switch) waits in the WalletConnect wallet, the modal shows it — opened
 * for it when closed, over the current view when open — and gives way when the
 * wallet answers: closed again, or back to the view the visitor was on. A visitor
 * who closed it or moved on meanwhile is left where they are. Returns the
 * unsubscribe (the connection's hold owns it).
 */
export function followWalletConnectRequests(
  { stores }: Pick<WalletFlowDeps, 'stores'>,
  store: WalletConnectStore,
): () => void {
  let shown: { openedModal: boolean } | undefined
  return store.subscribe((state, previous) => {
    if (state.pendingRequest === previous.pendingRequest) return
    const { modal, router } = stores
    const method = state.pendingRequest
    if (method) {
      const openedModal = shown?.openedModal ?? !modal.getState().open
      shown = { openedModal }
      if (openedModal && !modal.getState().open) {
        router.getState().reset(REQUEST_VIEW, { method })
        modal.getState().setOpen(true)
      } else router.getState().push(REQUEST_VIEW, { method })
      return
    }
    const was = shown
    shown = undefined
    const { view, data } = router.getState()
    if (!was || view !== REQUEST_VIEW || !data?.method || !modal.getState().open) return
    if (was.openedModal) {
      modal.getState().setOpen(false)
      router.getState().reset('Account')
    } else router.getState().goBack()
  })
}
