/**
 * Test doubles for the visibility gate: an IntersectionObserver whose reports the test
 * writes, a document whose visibility the test flips, and pointer events with screen
 * and client positions. Used only by *.test.ts files.
 */
import type { GateEnvironment } from './visibilityGate'

export interface FakeReport {
  isIntersecting?: boolean
  intersectionRatio?: number
  /** Left out to stand for a v1 browser, whose entries have no such field. */
  isVisible?: boolean
}

export interface FakeObserver {
  options: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number }
  targets: Element[]
  disconnected: boolean
  report(report: FakeReport): void
}

/** An IntersectionObserver constructor that records every instance it makes. */
export function fakeIntersectionObservers() {
  const instances: FakeObserver[] = []
  class FakeIntersectionObserver {
    readonly root = null
    readonly rootMargin = '0px'
    readonly scrollMargin = '0px'
    readonly thresholds: readonly number[] = []
    constructor(callback: IntersectionObserverCallback, options: FakeObserver['options'] = {}) {
      const self = this as unknown as IntersectionObserver
      const instance: FakeObserver = {
        options,
        targets: [],
        disconnected: false,
        report(report) {
          if (instance.disconnected) return
          const target = instance.targets[0]
          if (!target) throw new Error('the fake observer observes nothing')
          const entry = {
            target,
            isIntersecting: report.isIntersecting ?? true,
            intersectionRatio: report.intersectionRatio ?? 1,
            ...(report.isVisible === undefined ? {} : { isVisible: report.isVisible }),
          }
          callback([entry as unknown as IntersectionObserverEntry], self)
        },
      }
      instances.push(instance)
      this.instance = instance
    }
    private readonly instance: FakeObserver
    observe(target: Element) {
      this.instance.targets.push(target)
    }
    unobserve() {}
    disconnect() {
      this.instance.disconnected = true
    }
    takeRecords(): IntersectionObserverEntry[] {
      return []
    }
  }
  return {
    IntersectionObserver: FakeIntersectionObserver as unknown as typeof IntersectionObserver,
    instances,
    /** The one observer made so far; throws when there is none or several. */
    only(): FakeObserver {
      const [first, ...rest] = instances
      if (!first || rest.length > 0)
        throw new Error(`expected one observer, got ${instances.length}`)
      return first
    },
  }
}

export class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible'
  show(state: DocumentVisibilityState) {
    this.visibilityState = state
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

/** A pointer event at `client` in the frame and `screen` on the screen. */
export function pointerEvent(
  type: string,
  screen: { x: number; y: number },
  client: { x: number; y: number },
): Event {
  return Object.assign(new Event(type), {
    screenX: screen.x,
    screenY: screen.y,
    clientX: client.x,
    clientY: client.y,
  })
}

/**
 * A gate environment on vitest's fake timers (call vi.useFakeTimers() first) with the
 * given observer, or none (`IntersectionObserver: undefined`).
 */
export function fakeGateEnvironment(
  overrides: Partial<GateEnvironment> = {},
): GateEnvironment & { document: FakeDocument } {
  return {
    IntersectionObserver: undefined,
    tracksVisibility: false,
    document: new FakeDocument(),
    window: new EventTarget(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    now: () => Date.now(),
    ...overrides,
  } as GateEnvironment & { document: FakeDocument }
}
