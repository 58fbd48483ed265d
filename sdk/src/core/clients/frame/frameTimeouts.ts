import {
  FRAME_INIT_DELAY_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  type RequestName,
  SIGN_OUT_TIMEOUT_MS,
} from '@airlock/protocol'

/** The frame's timers (SPEC §9); the `frameTimeouts` SDK option overrides them, tests shorten them. */
export interface FrameTimeouts {
  /** No READY within this: IFRAME_LOAD_FAILED. */
  readyMs: number
  /**
   * No READY within this (default 2 s; half of readyMs if less): ask the secure site why,
   * to fail early with a message that says what to do (frameDiagnosis.ts, where it is
   * read, so the page start does not carry it).
   */
  probeMs?: number | undefined
  /** Wait after READY before the frame counts as initialised. */
  initDelayMs: number
  /** CONNECT_EMAIL / CONNECT_DEVICE / CONNECT_OTP / CONNECT_SOCIAL / GET_SOCIAL_REDIRECT_URI unanswered: IFRAME_REQUEST_TIMEOUT. */
  requestMs: number
  /** SIGN_OUT unanswered: treated as signed out. */
  signOutMs: number
}

export const DEFAULT_FRAME_TIMEOUTS: Readonly<FrameTimeouts> = {
  readyMs: FRAME_READY_TIMEOUT_MS,
  initDelayMs: FRAME_INIT_DELAY_MS,
  requestMs: FRAME_REQUEST_TIMEOUT_MS,
  signOutMs: SIGN_OUT_TIMEOUT_MS,
}

const isDuration = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0

/** Defaults with the valid overrides applied; a negative or non-numeric override is ignored. */
export function resolveFrameTimeouts(overrides?: Partial<FrameTimeouts>): FrameTimeouts {
  const resolved = { ...DEFAULT_FRAME_TIMEOUTS }
  for (const key of Object.keys(resolved) as (keyof FrameTimeouts)[]) {
    const value = overrides?.[key]
    if (isDuration(value)) resolved[key] = value
  }
  return resolved
}

/** The requests PROTOCOL.md gives a 30 s answer deadline. */
const DEADLINE_REQUESTS: ReadonlySet<RequestName> = new Set<RequestName>([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

/** What happens when a request's clock runs out: most reject, SIGN_OUT counts as done. */
export interface TimeoutPolicy {
  ms: number
  onTimeout: 'reject' | 'resolve'
}

/**
 * The timeout of one request, or undefined when the protocol gives it none (it
 * then settles on its reply, on a load failure or when the bus is destroyed).
 * `overrideMs` (a per-call option) replaces the duration and gives one to any request.
 */
export function requestTimeout(
  name: RequestName,
  timeouts: FrameTimeouts,
  overrideMs?: number,
): TimeoutPolicy | undefined {
  const onTimeout = name === 'SIGN_OUT' ? 'resolve' : 'reject'
  if (isDuration(overrideMs)) return { ms: overrideMs, onTimeout }
  if (name === 'SIGN_OUT') return { ms: timeouts.signOutMs, onTimeout }
  if (DEADLINE_REQUESTS.has(name)) return { ms: timeouts.requestMs, onTimeout }
  return undefined
}
