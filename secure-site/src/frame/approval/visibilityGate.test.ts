import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  APPROVE_AFTER_VISIBLE_MS,
  createVisibilityGate,
  type GateEnvironment,
  type VisibilityGate,
} from './visibilityGate'
import { fakeGateEnvironment, fakeIntersectionObservers, pointerEvent } from './visibilityGate.fake'

const card = {} as Element
const trusted = { isTrusted: true }
const gates: VisibilityGate[] = []

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  for (const gate of gates.splice(0)) gate.dispose()
  vi.useRealTimers()
})

function gateOn(env: GateEnvironment) {
  const gate = createVisibilityGate(card, env)
  gates.push(gate)
  return gate
}

/** A browser with IntersectionObserver v2 (Chromium). */
function v2() {
  const observers = fakeIntersectionObservers()
  const env = fakeGateEnvironment({
    IntersectionObserver: observers.IntersectionObserver,
    tracksVisibility: true,
  })
  const gate = gateOn(env)
  return { env, gate, observer: observers.only(), observers }
}

describe('the visibility gate with IntersectionObserver v2', () => {
  it('observes the card with trackVisibility, the smallest delay, and full intersection', () => {
    const { observer } = v2()
    expect(observer.targets).toEqual([card])
    expect(observer.options).toEqual({ threshold: [1], trackVisibility: true, delay: 100 })
  })

  it('stays closed until the card is reported visible, then opens 500 ms later, not sooner', () => {
    const { gate, observer } = v2()
    vi.advanceTimersByTime(5_000)
    expect(gate.get()).toMatchObject({ open: false, visible: false, tracksVisibility: true })
    expect(gate.allows(trusted)).toBe(false)

    observer.report({ isVisible: true })
    expect(gate.get()).toMatchObject({ open: false, visible: true, remainingMs: 500 })
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS - 1)
    expect(gate.allows(trusted)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.get()).toMatchObject({ open: true, visible: true, remainingMs: 0 })
    expect(gate.allows(trusted)).toBe(true)
  })

  it('never opens while the browser says the card is not visible (opacity, a layer over it)', () => {
    const { gate, observer } = v2()
    observer.report({ isVisible: false })
    vi.advanceTimersByTime(60_000)
    expect(gate.get()).toMatchObject({ open: false, visible: false, remainingMs: null })
    expect(gate.allows(trusted)).toBe(false)
  })

  it('never opens while the card is not fully inside the viewport', () => {
    const { gate, observer } = v2()
    observer.report({ isVisible: true, intersectionRatio: 0.98 })
    vi.advanceTimersByTime(60_000)
    expect(gate.allows(trusted)).toBe(false)
    observer.report({ isVisible: true, isIntersecting: false, intersectionRatio: 0 })
    vi.advanceTimersByTime(60_000)
    expect(gate.allows(trusted)).toBe(false)
  })

  it('a loss of visibility during the wait starts the whole wait again', () => {
    const { gate, observer } = v2()
    observer.report({ isVisible: true })
    vi.advanceTimersByTime(400)
    observer.report({ isVisible: false })
    vi.advanceTimersByTime(400)
    observer.report({ isVisible: true })
    vi.advanceTimersByTime(499)
    expect(gate.allows(trusted)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.allows(trusted)).toBe(true)
  })

  it('closes again when visibility is lost after it opened', () => {
    const { gate, observer } = v2()
    observer.report({ isVisible: true })
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS)
    expect(gate.allows(trusted)).toBe(true)
    observer.report({ isVisible: false })
    expect(gate.get()).toMatchObject({ open: false, visible: false })
    expect(gate.allows(trusted)).toBe(false)
  })

  it('any observer report restarts the wait, even one that still says visible', () => {
    const { gate, observer } = v2()
    observer.report({ isVisible: true })
    vi.advanceTimersByTime(300)
    observer.report({ isVisible: true })
    vi.advanceTimersByTime(300)
    expect(gate.allows(trusted)).toBe(false)
    vi.advanceTimersByTime(200)
    expect(gate.allows(trusted)).toBe(true)
  })

  it('a resize of the frame restarts the wait, and closes an open gate', () => {
    const { env, gate, observer } = v2()
    observer.report({ isVisible: true })
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS)
    expect(gate.allows(trusted)).toBe(true)
    env.window.dispatchEvent(new Event('resize'))
    expect(gate.allows(trusted)).toBe(false)
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS)
    expect(gate.allows(trusted)).toBe(true)
  })

  it('a hidden document closes the gate until it is shown and the wait has passed again', () => {
    const { env, gate, observer } = v2()
    observer.report({ isVisible: true })
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS)
    env.document.show('hidden')
    expect(gate.get()).toMatchObject({ open: false, visible: false })
    vi.advanceTimersByTime(10_000)
    expect(gate.allows(trusted)).toBe(false)
    env.document.show('visible')
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS - 1)
    expect(gate.allows(trusted)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.allows(trusted)).toBe(true)
  })

  it('the frame moving under the pointer restarts the wait; the pointer moving does not', () => {
    const { env, gate, observer } = v2()
    observer.report({ isVisible: true })
    // The pointer travels across the frame, which sits at (500, 300) on the screen.
    for (const x of [10, 40, 80, 120]) {
      env.window.dispatchEvent(pointerEvent('pointermove', { x: 500 + x, y: 400 }, { x, y: 100 }))
    }
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS)
    expect(gate.allows(trusted)).toBe(true)
    // The host moves the frame 60 px left under a pointer that stays put.
    env.window.dispatchEvent(pointerEvent('pointerdown', { x: 620, y: 400 }, { x: 180, y: 100 }))
    expect(gate.allows(trusted)).toBe(false)
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS)
    expect(gate.allows(trusted)).toBe(true)
  })

  it('refuses untrusted clicks, even when open', () => {
    const { gate, observer } = v2()
    observer.report({ isVisible: true })
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS)
    expect(gate.allows({ isTrusted: false })).toBe(false)
    expect(gate.allows(trusted)).toBe(true)
  })

  it('counts down in ticks while it waits', () => {
    const { gate, observer } = v2()
    observer.report({ isVisible: true })
    const seen: (number | null)[] = []
    gate.subscribe(() => seen.push(gate.get().remainingMs))
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS)
    expect(seen).toEqual([400, 300, 200, 100, 0])
    vi.advanceTimersByTime(1_000)
    expect(seen).toHaveLength(5)
  })

  it('each card has its own gate: a new card waits its own 500 ms', () => {
    const first = v2()
    first.observer.report({ isVisible: true })
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS)
    expect(first.gate.allows(trusted)).toBe(true)
    first.gate.dispose()

    const second = v2()
    expect(second.gate.allows(trusted)).toBe(false)
    second.observer.report({ isVisible: true })
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS - 1)
    expect(second.gate.allows(trusted)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(second.gate.allows(trusted)).toBe(true)
  })

  it('dispose closes the gate for good and lets go of the observer and listeners', () => {
    const { env, gate, observer } = v2()
    observer.report({ isVisible: true })
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS)
    const listener = vi.fn()
    gate.subscribe(listener)
    gate.dispose()
    expect(gate.allows(trusted)).toBe(false)
    expect(observer.disconnected).toBe(true)
    listener.mockClear()
    env.window.dispatchEvent(new Event('resize'))
    env.document.show('visible')
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS)
    expect(listener).not.toHaveBeenCalled()
    expect(gate.allows(trusted)).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('the visibility gate without IntersectionObserver v2', () => {
  it('with v1, waits 500 ms from the card fully intersecting, observed without trackVisibility', () => {
    const observers = fakeIntersectionObservers()
    const gate = gateOn(
      fakeGateEnvironment({ IntersectionObserver: observers.IntersectionObserver }),
    )
    const observer = observers.only()
    expect(observer.options).toEqual({ threshold: [1] })
    expect(gate.get().tracksVisibility).toBe(false)
    vi.advanceTimersByTime(5_000)
    expect(gate.allows(trusted)).toBe(false)

    // v1 entries have no isVisible: full intersection is all the browser can tell.
    observer.report({})
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS - 1)
    expect(gate.allows(trusted)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.allows(trusted)).toBe(true)

    observer.report({ isIntersecting: false, intersectionRatio: 0 })
    expect(gate.allows(trusted)).toBe(false)
  })

  it('with v1 in a hidden document, waits until the document is shown', () => {
    const observers = fakeIntersectionObservers()
    const env = fakeGateEnvironment({ IntersectionObserver: observers.IntersectionObserver })
    env.document.visibilityState = 'hidden'
    const gate = gateOn(env)
    observers.only().report({})
    vi.advanceTimersByTime(5_000)
    expect(gate.allows(trusted)).toBe(false)
    env.document.show('visible')
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS)
    expect(gate.allows(trusted)).toBe(true)
  })

  it('with no observer at all, the delay alone counts from the document being shown', () => {
    const env = fakeGateEnvironment()
    const gate = gateOn(env)
    expect(gate.get()).toMatchObject({ visible: true, remainingMs: 500, tracksVisibility: false })
    vi.advanceTimersByTime(APPROVE_AFTER_VISIBLE_MS - 1)
    expect(gate.allows(trusted)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.allows(trusted)).toBe(true)
    expect(gate.allows({ isTrusted: false })).toBe(false)
    env.window.dispatchEvent(new Event('resize'))
    expect(gate.allows(trusted)).toBe(false)
  })

  it('claims v2 only when the browser has an observer to track with', () => {
    const gate = gateOn(fakeGateEnvironment({ tracksVisibility: true }))
    expect(gate.get().tracksVisibility).toBe(false)
  })
})
