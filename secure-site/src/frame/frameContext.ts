/** Everything a request handler may use; built once per frame by runtime.ts. */
import type { RequestName } from '@airlock/protocol'
import type { ApiClient } from './api'
import type { Lane } from './approval/lane'
import type { ApprovalQueue } from './approval/queue'
import type { FarcasterFlowStore } from './farcasterFlow'
import type { LastChainStore } from './lastChain'
import type { FrameLogger } from './log'
import type { Handler } from './router'
import type { SessionStore } from './sessionStore'
import type { SocialSecretStore } from './socialSecrets'
import type { SocialWindow } from './socialWindow'
import type { UiStore } from './uiState'

export interface FrameContext {
  projectId: string
  /** The verified ancestor origin. */
  origin: string
  api: ApiClient
  session: SessionStore
  chains: LastChainStore
  ui: UiStore
  approvals: ApprovalQueue
  /** EVM transactions go through one at a time, prepare to broadcast (nonces). */
  transactionLane: Lane
  /** Secrets of this frame's social sign-ins in flight, by flow id. */
  socialSecrets: SocialSecretStore
  /** The social popup's pages' messages: bindings handed out, DONE waking a poll. */
  socialWindow: SocialWindow
  /** The Farcaster sign-in this frame started, between GET_FARCASTER_URI and CONNECT_FARCASTER. */
  farcasterFlow: FarcasterFlowStore
  /** The email of the login in progress, between CONNECT_EMAIL and CONNECT_OTP. */
  flow: { email: string | null }
  log: FrameLogger
  now(): number
  sleep(ms: number): Promise<void>
  /** Reloads the frame document after the current reply is posted. */
  reload(): void
}

export type FrameHandler<N extends RequestName> = Handler<N, FrameContext>
