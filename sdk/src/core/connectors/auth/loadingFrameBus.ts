import {
  AirlockError,
  FrameError,
  type RequestName,
  type RequestPayload,
  type SuccessPayload,
} from '@airlock/protocol'
import type { FrameBus, FrameRequestOptions } from '../../clients/frame/frameBus'
import {
  type FrameTimeouts,
  requestTimeout,
  resolveFrameTimeouts,
  type TimeoutPolicy,
} from '../../clients/frame/frameTimeouts'
import type { PendingRequest } from '../../clients/frame/pendingRequests'
import { type Logger, silentLogger } from '../../logger'

export interface LoadingFrameBusOptions {
  /** Loads the frame code, then gives the function that creates the real bus (and its iframe). */
  load: () => Promise<() => FrameBus>
  timeouts?: Partial<FrameTimeouts> | undefined
  logger?: Logger | undefined
  /** The frame code did not load (IFRAME_LOAD_FAILED), as when the frame itself does not. */
  onError?: ((error: AirlockError) => void) | undefined
  now?: (() => number) | undefined
}

interface Queued extends PendingRequest {
  readonly policy: TimeoutPolicy | undefined
  readonly queuedAt: number
  timer: ReturnType<typeof setTimeout> | undefined
  forward(bus: FrameBus, options: FrameRequestOptions): Promise<unknown>
  resolve(value: unknown): void
  reject(error: unknown): void
}

/**
 * A frame bus that exists before its code does: requests queue while the frame
 * code loads, each on the clock it would have had on the real bus (started when
 * it was made), and go to the real bus in order once it exists. A failed load
 * settles them as a frame that never became ready would.
 */
export function createLoadingFrameBus(options: LoadingFrameBusOptions): FrameBus {
  const timeouts = resolveFrameTimeouts(options.timeouts)
  const logger = options.logger ?? silentLogger
  const now = options.now ?? Date.now
  const queue = new Map<string, Queued>()
  let nextId = 0
  let status: 'loading' | 'failed' | 'destroyed' = 'loading'
  let real: FrameBus | undefined

  function take(id: string): Queued | undefined {
    const entry = queue.get(id)
    if (!entry) return undefined
    queue.delete(id)
    clearTimeout(entry.timer)
    return entry
  }

  function rejectWhere(filter: (request: PendingRequest) => boolean, error: () => Error): number {
    // Collect first: settling runs caller code, which may make requests while we iterate.
    const picked = [...queue.values()].filter(({ id, name, payload }) =>
      filter({ id, name, payload }),
    )
    for (const entry of picked) take(entry.id)?.reject(error())
    return picked.length
  }

  function request<N extends RequestName>(
    name: N,
    payload: RequestPayload<N>,
    requestOptions: FrameRequestOptions = {},
  ): Promise<SuccessPayload<N>> {
    if (real) return real.request(name, payload, requestOptions)
    if (status === 'destroyed') return Promise.reject(new FrameError('IFRAME_NOT_SET'))
    if (status === 'failed') return Promise.reject(new FrameError('IFRAME_LOAD_FAILED'))
    const id = `loading-${++nextId}`
    const policy = requestTimeout(name, timeouts, requestOptions.timeoutMs)
    return new Promise<unknown>((resolve, reject) => {
      const entry: Queued = {
        id,
        name,
        payload,
        policy,
        queuedAt: now(),
        timer: undefined,
        forward: (bus, forwardOptions) => bus.request(name, payload, forwardOptions),
        resolve,
        reject,
      }
      if (policy) {
        entry.timer = setTimeout(() => {
          const timedOut = take(id)
          if (policy.onTimeout === 'resolve') timedOut?.resolve(undefined)
          else timedOut?.reject(new FrameError('IFRAME_REQUEST_TIMEOUT'))
        }, policy.ms)
      }
      queue.set(id, entry)
    }) as Promise<SuccessPayload<N>>
  }

  function fail(error: AirlockError, notify: boolean): void {
    status = 'failed'
    rejectWhere(
      () => true,
      () => (notify ? new FrameError('IFRAME_LOAD_FAILED') : error),
    )
    logger.error(error.message, { error: error.cause })
    if (notify) options.onError?.(error)
  }

  function start(create: () => FrameBus): void {
    if (status !== 'loading') return
    try {
      real = create()
    } catch (cause) {
      // e.g. no window: the callers get what the real bus would have thrown at them.
      fail(
        cause instanceof AirlockError ? cause : new FrameError('IFRAME_NOT_SET', { cause }),
        false,
      )
      return
    }
    const bus = real
    for (const entry of [...queue.values()]) {
      take(entry.id)
      // The rest of its clock, not a fresh one: the load took part of it.
      const forwardOptions = entry.policy
        ? { timeoutMs: Math.max(0, entry.policy.ms - (now() - entry.queuedAt)) }
        : {}
      entry.forward(bus, forwardOptions).then(entry.resolve, entry.reject)
    }
  }

  options.load().then(start, (cause: unknown) => {
    if (status === 'loading') fail(new FrameError('IFRAME_LOAD_FAILED', { cause }), true)
  })

  return {
    get status() {
      return real?.status ?? status
    },
    get smartAccountEnabledNetworks() {
      return real?.smartAccountEnabledNetworks
    },
    request,
    get pendingCount() {
      return real?.pendingCount ?? queue.size
    },
    abortPending(filter) {
      if (real) return real.abortPending(filter)
      return rejectWhere(filter, () => new AirlockError('REQUEST_ABORTED'))
    },
    destroy() {
      real?.destroy()
      if (status === 'destroyed') return
      status = 'destroyed'
      rejectWhere(
        () => true,
        () => new AirlockError('REQUEST_ABORTED'),
      )
    },
  }
}
