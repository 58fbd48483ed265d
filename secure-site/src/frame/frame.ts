/**
 * Wires one frame: verify the ancestor, latch the channel to it, build the handler
 * context, post READY, then hand every message from then on to the router.
 * Browser globals come in through FrameEnvironment so tests can run it in jsdom.
 */
import { type AncestorRefusal, type AncestorWindow, checkAncestor } from './ancestor'
import { browserLocks, createApiClient } from './api'
import { createLane } from './approval/lane'
import { type ApprovalQueue, createApprovalQueue } from './approval/queue'
import { createChannel, type PostTarget } from './channel'
import { FRAME_VERSION, type FrameConfig } from './config'
import type { DeviceKeys } from './deviceKey'
import { createFarcasterFlowStore } from './farcasterFlow'
import type { FrameContext } from './frameContext'
import { frameHandlers } from './handlers/index'
import type { Inbox } from './inbox'
import { createLastChainStore } from './lastChain'
import { createLogger } from './log'
import { createRouter, rejectingHandlers } from './router'
import { createSessionStore } from './sessionStore'
import { createSocialSecretStore } from './socialSecrets'
import { createSocialWindow } from './socialWindow'
import type { KeyValueStorage } from './storage'
import { createUiStore, type UiStore } from './uiState'

export interface FrameEnvironment {
  window: AncestorWindow & { readonly parent: PostTarget }
  inbox: Inbox
  storage: KeyValueStorage
  fetch: typeof fetch
  /** The device key every API call is proved with (deviceKey.ts). */
  deviceKeys: DeviceKeys
  navigator?: Navigator | undefined
  reload: () => void
  /** This frame's own origin (the social popup's pages are on it); default: location's. */
  selfOrigin?: string | undefined
}

export interface RunningFrame {
  origin: string
  ui: UiStore
  approvals: ApprovalQueue
}

export type FrameStart = { ok: true; frame: RunningFrame } | { ok: false; reason: AncestorRefusal }

/** Lets the current reply be posted before the document goes away. */
const RELOAD_DELAY_MS = 50

export function createFrame(config: FrameConfig, env: FrameEnvironment): FrameStart {
  const log = createLogger(config.enableLogger)
  const ancestor = checkAncestor(env.window, config.allowedOrigins, {
    defaultOrigins: config.defaultOrigins,
  })
  if (!ancestor.ok) {
    // A disallowed or unknown embedder gets no answer at all, not even READY.
    env.inbox.close()
    log.debug(`refusing to run: ${ancestor.reason}`, ancestor.origin)
    return { ok: false, reason: ancestor.reason }
  }

  const channel = createChannel({ parent: env.window.parent, origin: ancestor.origin, log })
  const session = createSessionStore(env.storage)
  const ui = createUiStore(ancestor.origin)
  const approvals = createApprovalQueue()
  const socialSecrets = createSocialSecretStore(env.storage)
  const socialWindow = createSocialWindow({
    selfOrigin: env.selfOrigin ?? (typeof location === 'undefined' ? '' : location.origin),
    flows: socialSecrets,
    now: () => Date.now(),
    log,
  })
  const context: FrameContext = {
    projectId: config.projectId,
    origin: ancestor.origin,
    api: createApiClient({
      fetch: env.fetch,
      session,
      deviceKeys: env.deviceKeys,
      locks: browserLocks(env.navigator),
    }),
    session,
    chains: createLastChainStore(env.storage, config.initialChainId),
    ui,
    approvals,
    transactionLane: createLane(),
    socialSecrets,
    socialWindow,
    farcasterFlow: createFarcasterFlowStore(env.storage),
    flow: { email: null },
    log,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    reload: () => {
      setTimeout(env.reload, RELOAD_DELAY_MS)
    },
  }
  const handlers = config.projectError
    ? rejectingHandlers<FrameContext>(config.projectError)
    : frameHandlers
  const route = createRouter(channel, handlers, context)

  channel.ready(FRAME_VERSION)
  env.inbox.take((event) => {
    if (socialWindow.accept(event)) return
    const request = channel.accept(event)
    if (request) void route(request)
  })
  return { ok: true, frame: { origin: ancestor.origin, ui, approvals } }
}
