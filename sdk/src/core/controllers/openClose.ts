import type { RouterData, View } from '../stores/routerStore'
import type { ControllerContext } from './context'

export interface OpenOptions {
  /** Force this view (with its data) instead of Account / Connect. */
  view?: View | undefined
  data?: RouterData | undefined
}

export interface CloseOptions {
  /** Close even on ApproveTransaction (the approval itself ended). */
  force?: boolean | undefined
}

const homeView = (ctx: ControllerContext): View =>
  ctx.stores.connection.getState().status === 'connected' ? 'Account' : 'Connect'

/** SPEC §2: Account when connected, else Connect, unless the caller forces a view. */
export function openModal(ctx: ControllerContext, options: OpenOptions = {}): void {
  ctx.stores.router.getState().reset(options.view ?? homeView(ctx), options.data)
  ctx.stores.modal.getState().setOpen(true)
}

/**
 * Closes the modal, except on ApproveTransaction unless forced (the modal shakes
 * instead). Open RPC requests that need approval are aborted ('Request was
 * aborted'); safe ones keep running. Returns whether the modal closed.
 */
export function closeModal(ctx: ControllerContext, options: CloseOptions = {}): boolean {
  const { modal, router } = ctx.stores
  if (router.getState().view === 'ApproveTransaction' && !options.force) {
    modal.getState().shakeModal()
    return false
  }
  modal.getState().setOpen(false)
  const aborted = ctx.connector.abortUnsafeRequests()
  if (aborted > 0) ctx.logger.debug('aborted open requests on close', { aborted })
  ctx.connector.hideFrame()
  // Embedded mode: the next open starts from home, not from a half-finished flow.
  router.getState().reset(homeView(ctx))
  return true
}
