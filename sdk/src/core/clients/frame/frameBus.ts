import {
  AirlockError,
  appEventType,
  errorFromFrameMessage,
  FRAME_EVENT_PREFIX,
  FrameError,
  type FrameEvent,
  frameReplyInfo,
  messageTable,
  newMessageId,
  parseAppEvent,
  parseFrameEvent,
  type RequestName,
  type RequestPayload,
  type SuccessPayload,
} from '@airlock/protocol'
import { type Logger, silentLogger } from '../../logger'
import { diagnoseFrameLoad, probeDelayMs } from './frameDiagnosis'
import type { FrameElement } from './frameElement'
import { type FrameTimeouts, requestTimeout, resolveFrameTimeouts } from './frameTimeouts'
import { secureSiteOrigin } from './frameUrl'
import { createPendingRequests, type PendingRequest } from './pendingRequests'

/**
 * loading: iframe created, waiting for READY · initialising: READY seen, waiting
 * the init delay · ready: requests go out · failed: no READY in time, every
 * request rejects · destroyed: listener removed, every request rejects.
 */
export type FrameBusStatus = 'loading' | 'initialising' | 'ready' | 'failed' | 'destroyed'

export type DappData = RequestPayload<'SYNC_DAPP_DATA'>

export interface FrameBusOptions {
  secureSiteUrl: string
  element: Pick<FrameElement, 'mount' | 'contentWindow'>
  /** Sent as SYNC_DAPP_DATA once the frame is initialised. */
  dappData: DappData
  timeouts?: Partial<FrameTimeouts> | undefined
  logger?: Logger | undefined
  /** The window whose `message` events carry the frame's replies; the global one by default. */
  window?: Window | undefined
  /** The frame did not load (IFRAME_LOAD_FAILED). */
  onError?: ((error: AirlockError) => void) | undefined
  /**
   * Asked once when READY is late (`probeMs`): why the frame will not load, or undefined
   * when that is not known. By default diagnoseFrameLoad, for the `projectId` of the
   * iframe's URL (read here, in the lazily loaded bus, so the page start passes nothing).
   * A reason fails the bus at once with it as IFRAME_LOAD_FAILED's message, instead of
   * the bare message when `readyMs` runs out.
   */
  diagnose?: ((signal: AbortSignal) => Promise<string | undefined>) | undefined
  onSmartAccountEnabledNetworks?: ((networks: number[]) => void) | undefined
}

export interface FrameRequestOptions {
  /** Replaces the protocol timeout of this request (or gives it one). */
  timeoutMs?: number | undefined
}

export interface FrameBus {
  readonly status: FrameBusStatus
  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS as answered after init; undefined until then. */
  readonly smartAccountEnabledNetworks: readonly number[] | undefined
  request<N extends RequestName>(
    name: N,
    payload: RequestPayload<N>,
    options?: FrameRequestOptions,
  ): Promise<SuccessPayload<N>>
  /** Requests sent or queued and not yet settled. */
  readonly pendingCount: number
  /** Rejects the picked requests with 'Request was aborted'; returns how many. */
  abortPending(filter: (request: PendingRequest) => boolean): number
  /** Removes the listener and timers and rejects whatever is still pending. Idempotent. */
  destroy(): void
}

type DropReason =
  | 'origin'
  | 'source'
  | 'schema'
  | 'unknown id'
  | 'name mismatch'
  | 'not sent'
  | 'session'

const READY_TYPE = `${FRAME_EVENT_PREFIX}READY`
const SESSION_UPDATE_TYPE = `${FRAME_EVENT_PREFIX}SESSION_UPDATE`

/** The first schema complaint about an outgoing payload, for the caller's error message. */
function payloadProblem(name: RequestName, payload: unknown): string {
  const result = messageTable[name].request.safeParse(payload)
  return (!result.success && result.error.issues[0]?.message) || 'Invalid input'
}

/**
 * The host end of the frame protocol (PROTOCOL.md). Posts only to the exact
 * secure-site origin; accepts a message only from that origin, from the
 * iframe's own window, and when it parses; a reply settles only the pending
 * request with its id and NAME. Creating the bus mounts the iframe and starts
 * the READY clock; one `message` listener serves the whole bus until destroy().
 */
export function createFrameBus(options: FrameBusOptions): FrameBus {
  const secureOrigin = secureSiteOrigin(options.secureSiteUrl)
  const timeouts = resolveFrameTimeouts(options.timeouts)
  const logger = options.logger ?? silentLogger
  const target = options.window ?? globalThis.window
  if (!target) throw new FrameError('IFRAME_NOT_SET')

  const pending = createPendingRequests()
  // Ids of requests made before init, in order; sent once the frame is initialised.
  let queue: string[] = []
  let status: FrameBusStatus = 'loading'
  let smartAccountEnabledNetworks: number[] | undefined
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let probeTimer: ReturnType<typeof setTimeout> | undefined
  let probe: AbortController | undefined
  let initTimer: ReturnType<typeof setTimeout> | undefined

  function drop(reason: DropReason, event: MessageEvent): void {
    const type = (event.data as { type?: unknown } | null)?.type
    logger.debug('frame message dropped', {
      reason,
      origin: event.origin,
      type: typeof type === 'string' ? type.slice(0, 128) : undefined,
    })
  }

  function post(id: string): void {
    const entry = pending.get(id)
    if (!entry || entry.sent) return
    const message = { type: appEventType(entry.name), id, payload: entry.payload }
    const frameWindow = options.element.contentWindow()
    if (!frameWindow) {
      pending.reject(id, new FrameError('IFRAME_NOT_SET'))
      return
    }
    pending.markSent(id)
    try {
      // Never '*': only the secure site may read what we send (PROTOCOL.md).
      frameWindow.postMessage(message, secureOrigin)
    } catch (cause) {
      // e.g. DataCloneError for params holding a function: the request fails, it does not hang.
      pending.reject(id, new AirlockError('SOMETHING_WENT_WRONG', { cause }))
    }
  }

  function request<N extends RequestName>(
    name: N,
    payload: RequestPayload<N>,
    requestOptions: FrameRequestOptions = {},
  ): Promise<SuccessPayload<N>> {
    if (status === 'destroyed') return Promise.reject(new FrameError('IFRAME_NOT_SET'))
    if (status === 'failed') return Promise.reject(new FrameError('IFRAME_LOAD_FAILED'))
    const id = newMessageId()
    // Checked before it leaves, so the frame never sees a message its schema refuses.
    if (!parseAppEvent({ type: appEventType(name), id, payload })) {
      const message = payloadProblem(name, payload)
      return Promise.reject(new AirlockError('SOMETHING_WENT_WRONG', { message }))
    }
    const timeout = requestTimeout(name, timeouts, requestOptions.timeoutMs)
    const promise = pending.add(
      { id, name, payload },
      timeout && { ...timeout, error: () => new FrameError('IFRAME_REQUEST_TIMEOUT') },
    ) as Promise<SuccessPayload<N>>
    if (status === 'ready') post(id)
    else queue.push(id)
    return promise
  }

  /** Init requests have no caller to tell; a failure is logged unless the bus was torn down. */
  function logInitFailure(name: RequestName) {
    return (error: unknown) => {
      if (status !== 'destroyed') logger.error(`${name} failed`, { error })
    }
  }

  function syncAfterInit(): void {
    request('SYNC_DAPP_DATA', options.dappData).catch(logInitFailure('SYNC_DAPP_DATA'))
  }

  function initialise(): void {
    initTimer = undefined
    if (status !== 'initialising') return
    status = 'ready'
    // Dapp data first, so the frame knows who it serves before it handles anything queued.
    syncAfterInit()
    request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
      .then(({ smartAccountEnabledNetworks: networks }) => {
        smartAccountEnabledNetworks = networks
        options.onSmartAccountEnabledNetworks?.(networks)
      })
      .catch(logInitFailure('GET_SMART_ACCOUNT_ENABLED_NETWORKS'))
    const queued = queue
    queue = []
    for (const id of queued) post(id)
  }

  /** Stops the READY clock and any diagnosis: READY came, the load failed, or the bus is gone. */
  function stopLoadClocks(): void {
    clearTimeout(readyTimer)
    clearTimeout(probeTimer)
    readyTimer = undefined
    probeTimer = undefined
    probe?.abort()
    probe = undefined
  }

  function onReady(): void {
    if (status === 'loading') {
      stopLoadClocks()
      status = 'initialising'
      initTimer = setTimeout(initialise, timeouts.initDelayMs)
    } else if (status === 'ready') {
      // A second READY means the frame document reloaded (RELOAD) and lost the dapp data.
      syncAfterInit()
    }
  }

  /** No READY: every request fails with `message` (the catalogue's, or the diagnosis'). */
  function failLoad(message?: string): void {
    if (status !== 'loading') return
    stopLoadClocks()
    status = 'failed'
    queue = []
    const error = () => new FrameError('IFRAME_LOAD_FAILED', message ? { message } : {})
    pending.rejectAll(error)
    logger.error(error().message)
    options.onError?.(error())
  }

  /** The site's own answer, asked for this page's origin (an opaque one has none to ask about). */
  function siteDiagnosis(): FrameBusOptions['diagnose'] {
    const { secureSiteUrl } = options
    const src = options.element.mount().src
    const projectId = src ? new URL(src).searchParams.get('projectId') : null
    const origin = target.location?.origin
    if (projectId === null || !origin || origin === 'null') return undefined
    return (signal) => diagnoseFrameLoad({ secureSiteUrl, projectId, origin, signal })
  }

  function startProbe(): void {
    probeTimer = undefined
    if (status !== 'loading' || !diagnose) return
    const controller = new AbortController()
    probe = controller
    diagnose(controller.signal).then(
      (message) => {
        if (message && !controller.signal.aborted) failLoad(message)
      },
      // A diagnosis that fails is no diagnosis: the READY clock still runs.
      () => undefined,
    )
  }

  type Reply = Exclude<FrameEvent, { type: typeof READY_TYPE | typeof SESSION_UPDATE_TYPE }>

  /** The pending request a reply settles (same id AND same NAME, already sent), or why it settles none. */
  function matchReply(reply: Reply): { id: string; outcome: 'SUCCESS' | 'ERROR' } | DropReason {
    const info = frameReplyInfo(reply.type)
    const id = reply.id
    const entry = id === undefined ? undefined : pending.get(id)
    if (!info || id === undefined || !entry) return 'unknown id'
    if (entry.name !== info.name) return 'name mismatch'
    // A reply to something the frame was never sent cannot be genuine.
    if (!entry.sent) return 'not sent'
    return { id, outcome: info.outcome }
  }

  function onReply(event: MessageEvent, reply: Reply): void {
    const match = matchReply(reply)
    if (typeof match === 'string') {
      drop(match, event)
      return
    }
    if (match.outcome === 'SUCCESS') pending.resolve(match.id, reply.payload)
    else {
      const payload = reply.payload as { message?: string | undefined } | undefined
      pending.reject(match.id, errorFromFrameMessage(payload?.message))
    }
  }

  /** Why a message is not for us, or undefined when it is: checked in this order, cheapest first. */
  function rejection(event: MessageEvent): DropReason | undefined {
    if (event.origin !== secureOrigin) return 'origin'
    const frameWindow = options.element.contentWindow()
    if (!frameWindow || event.source !== frameWindow) return 'source'
    return undefined
  }

  function onMessage(event: MessageEvent): void {
    const problem = rejection(event)
    const parsed = problem ? null : parseFrameEvent(event.data)
    if (!parsed) {
      drop(problem ?? 'schema', event)
      return
    }
    if (parsed.type === READY_TYPE) onReady()
    // The session lives on the secure origin only; the host keeps no token (ARCHITECTURE.md).
    else if (parsed.type === SESSION_UPDATE_TYPE) drop('session', event)
    else onReply(event, parsed)
  }

  options.element.mount()
  const diagnose = options.diagnose ?? siteDiagnosis()
  target.addEventListener('message', onMessage)
  readyTimer = setTimeout(() => failLoad(), timeouts.readyMs)
  // Before the READY deadline (half of it at most), so the answer can come well within it.
  if (diagnose)
    probeTimer = setTimeout(startProbe, probeDelayMs(options.timeouts?.probeMs, timeouts.readyMs))

  return {
    get status() {
      return status
    },
    get smartAccountEnabledNetworks() {
      return smartAccountEnabledNetworks
    },
    request,
    get pendingCount() {
      return pending.size
    },
    abortPending(filter) {
      const aborted = pending.rejectWhere(filter, () => new AirlockError('REQUEST_ABORTED'))
      if (aborted > 0) queue = queue.filter((id) => pending.get(id) !== undefined)
      return aborted
    },
    destroy() {
      if (status === 'destroyed') return
      status = 'destroyed'
      stopLoadClocks()
      clearTimeout(initTimer)
      initTimer = undefined
      queue = []
      target.removeEventListener('message', onMessage)
      pending.rejectAll(() => new AirlockError('REQUEST_ABORTED'))
    },
  }
}
