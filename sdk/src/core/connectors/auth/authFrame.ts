import { AirlockError } from '@airlock/protocol'
import {
  createFrameBus,
  type DappData,
  type FrameBus,
  type FrameBusStatus,
} from '../../clients/frame/frameBus'
import {
  createFrameElement,
  type FrameElement,
  type FrameRect,
} from '../../clients/frame/frameElement'
import type { FrameTimeouts } from '../../clients/frame/frameTimeouts'
import { frameUrl } from '../../clients/frame/frameUrl'
import type { Logger } from '../../logger'
import { SDK_VERSION } from '../../version'

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
 * pair when the frame failed to load, removed together on destroy.
 */
export function createAuthFrame(options: AuthFrameOptions): AuthFrame {
  let element: FrameElement | undefined
  let current: FrameBus | undefined
  let destroyed = false

  function teardown(): void {
    current?.destroy()
    element?.remove()
    current = undefined
    element = undefined
  }

  function bus(): FrameBus {
    if (destroyed) throw new AirlockError('IFRAME_NOT_SET')
    if (current && current.status !== 'failed') return current
    // A failed frame never recovers (its READY clock ran out); a user action retries with a new one.
    teardown()
    element = createFrameElement({
      src: frameUrl({
        secureSiteUrl: options.secureSiteUrl,
        projectId: options.projectId,
        chainId: options.chainId,
        version: SDK_VERSION,
        enableLogger: options.enableLogger,
      }),
      document: options.document,
    })
    current = createFrameBus({
      secureSiteUrl: options.secureSiteUrl,
      element,
      dappData: options.dappData,
      timeouts: options.timeouts,
      logger: options.logger,
      window: options.window,
      onError: options.onError,
      onSmartAccountEnabledNetworks: options.onSmartAccountEnabledNetworks,
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
      element?.show(rect)
    },
    hide() {
      element?.hide()
    },
    destroy() {
      destroyed = true
      teardown()
    },
  }
}
