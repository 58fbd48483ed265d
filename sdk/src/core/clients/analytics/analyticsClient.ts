import { ERROR_TELEMETRY_LIMIT, ERROR_TELEMETRY_WINDOW_MS, hexEncode } from '@airlock/protocol'
import { createSlidingWindowLimiter } from './slidingWindowLimiter'

export interface AnalyticsEvent {
  /** Event name, e.g. MODAL_OPEN, SWITCH_NETWORK. */
  event: string
  /** Spread into `props` next to `event` and `address`. */
  properties?: Record<string, unknown> | undefined
}

/** What POST `/e` carries (SPEC §7). */
export interface AnalyticsBody {
  eventId: string
  /** The page's origin and path; the query and fragment are left out (they can hold login codes). */
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown> & { event: string; address?: string }
}

export interface AnalyticsClientOptions {
  /** Analytics host; events go to `<analyticsUrl>/e`. */
  analyticsUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  /** `features.analytics`, read at each event; when false nothing at all is sent. */
  isEnabled?: (() => boolean) | undefined
  /** The project's remote switch (`/getAnalyticsConfig`): asked once, just before the first send. */
  getAnalyticsConfig?: (() => Promise<boolean>) | undefined
  /** The connected address, if any, for `props.address`. */
  getAddress?: (() => string | undefined) | undefined
  /** Called once, on the first 403: the core shows 'Invalid App Configuration'. */
  onInvalidConfig?: (() => void) | undefined
  fetch?: typeof fetch | undefined
  now?: (() => number) | undefined
}

export interface AnalyticsClient {
  /** Sends one event. Never rejects; skipped per SPEC §7. */
  track(event: AnalyticsEvent): Promise<void>
  /** Error telemetry: at most 5 per 60 s (sliding window); beyond that, dropped. Never rejects. */
  trackError(error: unknown, event?: string, properties?: Record<string, unknown>): Promise<void>
  /** Stops all further sends. */
  dispose(): void
}

/** Events that are never sent: MODAL_CREATED fires on every page load and says nothing. */
export const SKIPPED_ANALYTICS_EVENTS: ReadonlySet<string> = new Set(['MODAL_CREATED'])

/** RFC 4122 v4; crypto.randomUUID exists only in secure contexts (not on plain-http LAN hosts). */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = hexEncode(bytes)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The analytics client of SPEC §7. No throw ever escapes it. */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const endpoint = `${options.analyticsUrl.replace(/\/+$/, '')}/e?${new URLSearchParams({
    projectId: options.projectId,
    st: options.sdkType,
    sv: options.sdkVersion,
  })}`
  const now = options.now ?? Date.now
  const errors = createSlidingWindowLimiter(ERROR_TELEMETRY_LIMIT, ERROR_TELEMETRY_WINDOW_MS, now)
  let stopped = false
  let remoteEnabled: Promise<boolean> | undefined

  function allowed(event: string): boolean {
    if (stopped || SKIPPED_ANALYTICS_EVENTS.has(event)) return false
    // Server rendering: no page to describe, and nothing should leave the server.
    if (typeof window === 'undefined') return false
    return options.isEnabled?.() ?? true
  }

  async function send({ event, properties }: AnalyticsEvent): Promise<void> {
    remoteEnabled ??= options.getAnalyticsConfig?.().catch(() => false) ?? Promise.resolve(true)
    if (!(await remoteEnabled) || stopped) return
    const address = options.getAddress?.()
    const { origin, pathname, hostname } = window.location
    const body: AnalyticsBody = {
      eventId: uuid(),
      url: `${origin}${pathname}`,
      domain: hostname,
      timestamp: now(),
      props: { ...properties, event, ...(address ? { address } : {}) },
    }
    const response = await (options.fetch ?? globalThis.fetch)(endpoint, {
      method: 'POST',
      // keepalive: an event sent as the page unloads still arrives. text/plain keeps
      // it a "simple" CORS request: no preflight, which keepalive requests may not do.
      keepalive: true,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    })
    if (response.status === 403 && !stopped) {
      stopped = true
      options.onInvalidConfig?.()
    }
  }

  /** Runs `task`, swallowing sync throws and rejections alike (analytics must never break the app). */
  function quietly(task: () => Promise<void>): Promise<void> {
    try {
      return task().catch(() => {})
    } catch {
      return Promise.resolve()
    }
  }

  return {
    track: (event) => quietly(async () => (allowed(event.event) ? send(event) : undefined)),
    trackError: (error, event = 'ERROR', properties) =>
      quietly(async () => {
        if (!allowed(event) || !errors.take()) return
        const failure = error instanceof Error ? error : new Error(String(error))
        await send({
          event,
          properties: {
            ...properties,
            type: 'error',
            errorType: failure.name,
            errorMessage: failure.message,
          },
        })
      }),
    dispose() {
      stopped = true
    },
  }
}
