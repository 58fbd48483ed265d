import { isMobile } from '../../platform/isMobile'
import type { RouterData, View } from '../../stores/routerStore'
import { isActiveChainUnsupported } from '../network/unsupportedChain'
import { signInBlocksClose } from '../signIn/siwxStore'
import type { ModalDeps } from './index'

export interface OpenOptions {
  /** Force this view (with its data) instead of Account / Connect. */
  view?: View | undefined
  data?: RouterData | undefined
}

export interface CloseOptions {
  /** Close even on ApproveTransaction (the approval itself ended). */
  force?: boolean | undefined
}

const homeView = (deps: ModalDeps): View => {
  const connected = deps.stores.connection.getState().status === 'connected'
  // A disconnect leaves the wallet's last network active: with no account there is nothing to switch.
  if (connected && isActiveChainUnsupported(deps)) return 'UnsupportedChain'
  return connected ? 'Account' : 'Connect'
}

/**
 * SPEC §2 after the active network changed: UnsupportedChain opens when the
 * rule holds; once the network is supported again, the view gives way to home.
 */
export function syncUnsupportedChainView(deps: ModalDeps): void {
  const { modal, router } = deps.stores
  if (isActiveChainUnsupported(deps)) {
    if (!modal.getState().open || router.getState().view !== 'UnsupportedChain')
      openModal(deps, { view: 'UnsupportedChain' })
  } else if (router.getState().view === 'UnsupportedChain') {
    router.getState().reset(homeView(deps))
  }
}

const hasAddress = ({ stores }: ModalDeps): boolean =>
  Object.values(stores.chains.getState().chains).some((chain) => Boolean(chain.account.address))

/**
 * Where opening lands: home, except that a WalletConnect-only dapp (`basic`,
 * SPEC §2 "no adapters") with no address has no Connect choices to offer, so
 * it shows the wallet catalogue on mobile and the QR code view on desktop.
 */
function openingView(deps: ModalDeps): View {
  const home = homeView(deps)
  if (home !== 'Connect' || !deps.stores.options.getState().basic || hasAddress(deps)) return home
  return isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
}

/**
 * SPEC §2: UnsupportedChain when its rule holds, else Account when connected,
 * else Connect (AllWallets / ConnectingWalletConnectBasic in basic mode),
 * unless the caller forces a view.
 */
export function openModal(deps: ModalDeps, options: OpenOptions = {}): void {
  deps.stores.router.getState().reset(options.view ?? openingView(deps), options.data)
  deps.stores.modal.getState().setOpen(true)
}

/**
 * Closes the modal, except on ApproveTransaction, or on the sign and approve views
 * while a required sign-in has no session, unless forced (the modal shakes
 * instead). Open RPC requests that need approval are aborted ('Request was
 * aborted'); safe ones keep running. Returns whether the modal closed.
 */
export function closeModal(deps: ModalDeps, options: CloseOptions = {}): boolean {
  const { modal, router, siwx } = deps.stores
  const { view } = router.getState()
  // `force` is the flow that opened the view closing it, not the user leaving a required sign-in.
  const blocked = view === 'ApproveTransaction' || signInBlocksClose(siwx.getState(), view)
  if (blocked && !options.force) {
    modal.getState().shakeModal()
    return false
  }
  modal.getState().setOpen(false)
  const aborted = deps.connector.abortUnsafeRequests()
  if (aborted > 0) deps.logger.debug('aborted open requests on close', { aborted })
  deps.connector.hideFrame()
  // Embedded mode: the next open starts from home, not from a half-finished flow.
  router.getState().reset(homeView(deps))
  return true
}
