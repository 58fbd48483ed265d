import type { AuthConnector } from '../../connectors/auth/authConnector'
import type { Logger } from '../../logger'
import type { AirlockStores } from '../../stores/airlockStores'
import { type Approval, createApproval } from './approval'
import { type CloseOptions, closeModal, type OpenOptions, openModal } from './openClose'

export type { Approval } from './approval'
export type { CloseOptions, OpenOptions } from './openClose'

export interface ModalDeps {
  stores: Pick<AirlockStores, 'chains' | 'connection' | 'modal' | 'options' | 'router' | 'siwx'>
  /** Closing aborts the requests that wait for a click and hides the frame. */
  connector: Pick<AuthConnector, 'abortUnsafeRequests' | 'hideFrame'>
  logger: Logger
}

/** Opening and closing the modal, and ApproveTransaction while the frame waits for a click. */
export interface Modal {
  open(options?: OpenOptions): void
  /** Whether it closed (not on ApproveTransaction or a required sign-in, unless forced). */
  close(options?: CloseOptions): boolean
  /** What the auth connector reports a request that needs the user's click to. */
  readonly approval: Approval
  dispose(): void
}

/**
 * The one feature with no lazy part: `close()` answers a boolean at once, and opening is
 * the first thing a click does, so both are page start (featureShape.test.ts's allowlist).
 */
export function createModalFeature(deps: ModalDeps): Modal {
  return {
    open: (options) => openModal(deps, options),
    close: (options) => closeModal(deps, options),
    approval: createApproval(deps),
    dispose() {},
  }
}
