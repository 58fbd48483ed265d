/**
 * The clickjacking guard of every button that authorises something in the frame. The
 * host decides where the frame sits, how opaque it is and what lies over it, so a
 * click on Approve counts only once the card has been fully visible, without a break,
 * for APPROVE_AFTER_VISIBLE_MS, and only if the browser says a person made it.
 *
 * Visible means: IntersectionObserver v2 reports the card `isVisible` (no opacity
 * under 1, no filter or transform, nothing painted over it) and fully inside the
 * viewport, where the browser has v2; elsewhere the document is shown and the card
 * fully intersects, and the delay alone protects. Anything that may have changed what
 * the user sees restarts the wait: any observer report, a resize of the frame, the
 * document hidden, or a pointer event showing the frame moved under the pointer.
 */
import { createStore } from '../store'
import { watchFrameMoves } from './frameMoves'

/** How long the card must have been fully visible before its Approve button works. */
export const APPROVE_AFTER_VISIBLE_MS = 500
/** How often the remaining wait is refreshed for the countdown the card shows. */
const GATE_TICK_MS = 100
/** The smallest delay IntersectionObserver v2 accepts with trackVisibility. */
const TRACK_VISIBILITY_DELAY_MS = 100

export interface GateState {
  /** The card has been fully visible for the whole wait: an authorising click counts. */
  open: boolean
  /** The card is fully visible right now, as far as this browser can tell. */
  visible: boolean
  /** While visible and not yet open: what is left of the wait, in ms; otherwise null. */
  remainingMs: number | null
  /** Whether the browser reports occlusion and opacity (IntersectionObserver v2). */
  tracksVisibility: boolean
}

/** What a click must carry to authorise: the browser's word that a person made it. */
export interface GateClick {
  readonly isTrusted: boolean
}

export interface VisibilityGate {
  get(): GateState
  subscribe(listener: () => void): () => void
  /** True only for a trusted click while the gate is open; never after dispose. */
  allows(click: GateClick): boolean
  /** Stops observing and listening; the gate stays closed from then on. */
  dispose(): void
}

/** The v2 options and entry field, not yet in TypeScript's DOM types. */
interface VisibilityObserverInit extends IntersectionObserverInit {
  trackVisibility?: boolean
  delay?: number
}
type VisibilityEntry = IntersectionObserverEntry & { readonly isVisible?: boolean }

export interface GateEnvironment {
  /** Absent in browsers without one: the wait then counts from the document being shown. */
  IntersectionObserver: typeof IntersectionObserver | undefined
  /** Whether entries carry `isVisible` (IntersectionObserver v2). */
  tracksVisibility: boolean
  /** Where `visibilitychange` fires and `visibilityState` is read. */
  document: EventTarget & { readonly visibilityState: DocumentVisibilityState }
  /** Where `resize` and the pointer events fire: the frame's window. */
  window: EventTarget
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
  setInterval: (callback: () => void, ms: number) => unknown
  clearInterval: (handle: unknown) => void
  /** A monotonic clock in ms (performance.now in the browser). */
  now: () => number
}

/** The frame's own browser globals. */
export function browserGateEnvironment(view: Window & typeof globalThis): GateEnvironment {
  const Entry = view.IntersectionObserverEntry as typeof IntersectionObserverEntry | undefined
  return {
    IntersectionObserver: view.IntersectionObserver,
    tracksVisibility: typeof Entry === 'function' && 'isVisible' in Entry.prototype,
    document: view.document,
    window: view,
    setTimeout: (callback, ms) => view.setTimeout(callback, ms),
    clearTimeout: (handle) => view.clearTimeout(handle as number),
    setInterval: (callback, ms) => view.setInterval(callback, ms),
    clearInterval: (handle) => view.clearInterval(handle as number),
    now: () => view.performance.now(),
  }
}

/** Full intersection; with v2, also the browser's visibility, reported at most every 100 ms. */
function observerOptions(tracksVisibility: boolean): IntersectionObserverInit {
  if (!tracksVisibility) return { threshold: [1] }
  const options: VisibilityObserverInit = {
    threshold: [1],
    trackVisibility: true,
    delay: TRACK_VISIBILITY_DELAY_MS,
  }
  return options
}

export function createVisibilityGate(target: Element, env: GateEnvironment): VisibilityGate {
  const tracksVisibility = env.tracksVisibility && env.IntersectionObserver !== undefined
  const state = createStore<GateState>({
    open: false,
    visible: false,
    remainingMs: null,
    tracksVisibility,
  })
  // Without any observer the card counts as in view; the document's own state still applies.
  let inView = env.IntersectionObserver === undefined
  let opensAt = 0
  let timer: unknown = null
  let ticker: unknown = null
  let disposed = false

  const stopTimers = () => {
    if (timer !== null) env.clearTimeout(timer)
    if (ticker !== null) env.clearInterval(ticker)
    timer = null
    ticker = null
  }

  const open = () => {
    stopTimers()
    state.set({ open: true, remainingMs: 0 })
  }

  /** Closes the gate and, if the card is visible now, starts the whole wait again. */
  const restart = () => {
    if (disposed) return
    stopTimers()
    const visible = inView && env.document.visibilityState === 'visible'
    if (!visible) {
      state.set({ open: false, visible: false, remainingMs: null })
      return
    }
    opensAt = env.now() + APPROVE_AFTER_VISIBLE_MS
    timer = env.setTimeout(open, APPROVE_AFTER_VISIBLE_MS)
    ticker = env.setInterval(() => {
      state.set({ remainingMs: Math.max(0, opensAt - env.now()) })
    }, GATE_TICK_MS)
    state.set({ open: false, visible: true, remainingMs: APPROVE_AFTER_VISIBLE_MS })
  }

  const observer = env.IntersectionObserver
    ? new env.IntersectionObserver((entries) => {
        const entry = entries.at(-1) as VisibilityEntry | undefined
        if (!entry) return
        inView =
          entry.isIntersecting &&
          entry.intersectionRatio >= 1 &&
          (!tracksVisibility || entry.isVisible === true)
        restart()
      }, observerOptions(tracksVisibility))
    : null
  observer?.observe(target)

  env.document.addEventListener('visibilitychange', restart)
  env.window.addEventListener('resize', restart)
  const stopWatchingMoves = watchFrameMoves(env.window, restart)
  // With an observer, its first report (next frame) starts the wait; without, now.
  if (!observer) restart()

  return {
    get: state.get,
    subscribe: state.subscribe,
    allows(click) {
      return !disposed && click.isTrusted === true && state.get().open
    },
    dispose() {
      if (disposed) return
      disposed = true
      stopTimers()
      observer?.disconnect()
      env.document.removeEventListener('visibilitychange', restart)
      env.window.removeEventListener('resize', restart)
      stopWatchingMoves()
      state.set({ open: false, visible: false, remainingMs: null })
    },
  }
}
