import type { ModalDeps } from './index'
import { closeModal, openModal } from './openClose'

export interface Approval {
  /** An RPC request that needs the user's click started: show ApproveTransaction. */
  start(method: string): void
  /** The last such request settled: leave ApproveTransaction. */
  end(): void
}

/**
 * Shows the approval view while the frame waits for the user's click. If the
 * modal was already open, it returns to the previous view afterwards; if it
 * was opened for the approval, it closes again. Showing the iframe itself over
 * the view is the view's job (it knows where it is: `showFrame(rect)`).
 */
export function createApproval(deps: ModalDeps): Approval {
  let openedForApproval = false
  let approvals = 0
  return {
    start(method) {
      const { modal, router } = deps.stores
      const data = { method, approval: ++approvals }
      if (modal.getState().open) {
        openedForApproval = false
        router.getState().push('ApproveTransaction', data)
      } else {
        openedForApproval = true
        openModal(deps, { view: 'ApproveTransaction', data })
      }
    },
    end() {
      const { router } = deps.stores
      deps.connector.hideFrame()
      if (router.getState().view !== 'ApproveTransaction') return
      if (openedForApproval) closeModal(deps, { force: true })
      else router.getState().goBack()
    },
  }
}
