import { type AirlockError, FrameError } from '@airlock/protocol'
import type { DappData, FrameBus, FrameBusStatus } from '../../clients/frame/frameBus'
import type { FrameElement, FrameRect } from '../../clients/frame/frameElement'
import type { FrameTimeouts } from '../../clients/frame/frameTimeouts'
import { frameUrl } from '../../clients/frame/frameUrl'
import type { Logger } from '../../logger'
import { SDK_VERSION } from '../../version'
import { type FrameStack, loadedFrameStack, loadFrameStack } from './loadFrameStack'
import { createLoadingFrameBus } from './loadingFrameBus'

export interface AuthFrameOptions {
  secureSiteUrl: string
  projectId: string
  dappData: DappData
  /** The chain the frame starts on (frame URL `chainId`). */
  chainId?: number | string | undefined
  enableLogger?: boolean | undefined
  timeouts?: Partial<FrameTimeouts> | undefined
  logger?: Logger | undefined
  document?: Document | undefined
  window?: Window | undefined
  onError?: ((error: AirlockError) => void) | undefined
  onSmartAccountEnabledNetworks?: ((networks: number[]) => void) | undefined
  /** Runs once per new bus, right after it is created (e.g. to queue SYNC_THEME). */
  onCreated?: ((bus: FrameBus) => void) | undefined
  /** Loads the frame code; its own chunk by default (tests hold it back or fail it). */
  loadFrameStack?: (() => Promise<FrameStack>) | undefined
}

export interface AuthFrame {
  /** The bus, creating the iframe on first use, and afresh after a load failure (a retry). */
  bus(): FrameBus
  /** The bus if one exists and is usable; never creates one. */
  existing(): FrameBus | undefined
  readonly status: FrameBusStatus | 'none'
  show(rect: FrameRect): void
  hide(): void
  destroy(): void
}

/**
 * Owns the iframe element and its bus together: created lazily, replaced as a
 * pair when the frame failed to load, removed together on destroy. The frame
 * code itself loads on first use too; until it has, the bus queues.
 */
export function createAuthFrame(options: AuthFrameOptions): AuthFrame {
  let element: FrameElement | undefined
  let current: FrameBus | undefined
  let destroyed = false
  // A place asked for while the frame code loads, applied when the element exists.
  let pendingRect: FrameRect | undefined

  function teardown(): void {
    current?.destroy()
    element?.remove()
    current = undefined
    element = undefined
  }

  function create(stack: FrameStack): FrameBus {
    element = stack.createFrameElement({
      src: frameUrl({
        secureSiteUrl: options.secureSiteUrl,
        projectId: options.projectId,
        chainId: options.chainId,
        version: SDK_VERSION,
        enableLogger: options.enableLogger,
      }),
      document: options.document,
    })
    if (pendingRect) element.show(pendingRect)
    pendingRect = undefined
    return stack.createFrameBus({
      secureSiteUrl: options.secureSiteUrl,
      element,
      dappData: options.dappData,
      timeouts: options.timeouts,
      logger: options.logger,
      window: options.window,
      onError: options.onError,
      onSmartAccountEnabledNetworks: options.onSmartAccountEnabledNetworks,
    })
  }

  function bus(): FrameBus {
    if (destroyed) throw new FrameError('IFRAME_NOT_SET')
    if (current && current.status !== 'failed') return current
    // A failed frame never recovers (its READY clock ran out); a user action retries with a new one.
    teardown()
    const stack = options.loadFrameStack ? undefined : loadedFrameStack()
    const load = options.loadFrameStack ?? loadFrameStack
    current = stack
      ? create(stack)
      : createLoadingFrameBus({
          load: () => load().then((loaded) => () => create(loaded)),
          timeouts: options.timeouts,
          logger: options.logger,
          onError: options.onError,
        })
    options.onCreated?.(current)
    return current
  }

  return {
    bus,
    existing: () => (current && current.status !== 'failed' ? current : undefined),
    get status() {
      return current?.status ?? 'none'
    },
    show(rect) {
      if (element) element.show(rect)
      else if (current) pendingRect = rect
    },
    hide() {
      pendingRect = undefined
      element?.hide()
    },
    destroy() {
      destroyed = true
      teardown()
    },
  }
}
