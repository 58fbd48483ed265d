/**
 * The approval footer in a jsdom window (built here, as in channel.test.ts), with a
 * fake IntersectionObserver v2. Clicks made in jsdom are untrusted, as a script's
 * would be: this suite proves what the footer refuses and what it says; the trusted
 * click that approves is proven in Chromium (e2e/tests/clickjacking.spec.ts).
 */
import { JSDOM } from 'jsdom'
import { act, createElement, createRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APPROVE_AFTER_VISIBLE_MS } from '../approval/visibilityGate'
import { type FakeObserver, fakeIntersectionObservers } from '../approval/visibilityGate.fake'
import { ApprovalActions } from './ApprovalActions'

let dom: JSDOM
let root: Root | undefined
let observers: ReturnType<typeof fakeIntersectionObservers>
const decide = vi.fn<(id: number, approved: boolean) => void>()

beforeEach(() => {
  vi.useFakeTimers()
  // pretendToBeVisual: the document reports itself 'visible', as a shown frame's does.
  dom = new JSDOM('<!DOCTYPE html><main id="card"></main>', {
    url: 'https://secure.example/sdk',
    pretendToBeVisual: true,
  })
  observers = fakeIntersectionObservers()
  // A v2 browser: entries carry isVisible.
  class Entry {
    get isVisible() {
      return false
    }
  }
  Object.assign(dom.window, {
    IntersectionObserver: observers.IntersectionObserver,
    IntersectionObserverEntry: Entry,
  })
  vi.stubGlobal('window', dom.window)
  vi.stubGlobal('document', dom.window.document)
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true)
  decide.mockClear()
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  vi.unstubAllGlobals()
  vi.useRealTimers()
  dom.window.close()
})

function render(id: number) {
  const card = createRef<Element>()
  const container = dom.window.document.getElementById('card')
  if (!container) throw new Error('no card element')
  ;(card as { current: Element | null }).current = container
  const element = createElement(ApprovalActions, { card, id, onDecide: decide })
  const mounted = createRoot(container)
  root = mounted
  act(() => mounted.render(element))
  return {
    rerender: (next: number) =>
      act(() =>
        mounted.render(createElement(ApprovalActions, { card, id: next, onDecide: decide })),
      ),
  }
}

function button(name: string): HTMLButtonElement {
  const found = [...dom.window.document.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === name,
  )
  if (!found) throw new Error(`no ${name} button`)
  return found
}

function notice(): HTMLElement {
  const id = button('Approve').getAttribute('aria-describedby')
  const found = id ? dom.window.document.getElementById(id) : null
  if (!found) throw new Error('Approve is not described by a notice')
  return found
}

function latestObserver(): FakeObserver {
  const last = observers.instances.at(-1)
  if (!last) throw new Error('no observer')
  return last
}

function showFor(ms: number) {
  act(() => latestObserver().report({ isVisible: true }))
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

describe('ApprovalActions', () => {
  it('waits, says why in a polite live region, and describes the waiting button with it', () => {
    render(1)
    const approve = button('Approve')
    expect(approve.getAttribute('aria-disabled')).toBe('true')
    const text = notice()
    expect(text.getAttribute('role')).toBe('status')
    expect(text.getAttribute('aria-live')).toBe('polite')
    expect(text.textContent).toContain('Make sure you meant this…')
    expect(text.textContent).toContain('Approve waits until this card is fully visible.')

    showFor(200)
    expect(text.textContent).toContain('Approve in 0.3 s')
    // The ticking part is hidden from assistive technology; a steady sentence is read instead.
    const ticking = text.querySelector('[aria-hidden="true"]')
    expect(ticking?.textContent).toBe('Approve in 0.3 s')
    expect(text.textContent).toContain(
      'Approve works once this card has been fully visible for 0.5 seconds.',
    )
  })

  it('opens after the card was visible 500 ms: no longer described as waiting', () => {
    render(1)
    showFor(APPROVE_AFTER_VISIBLE_MS)
    const approve = button('Approve')
    expect(approve.getAttribute('aria-disabled')).toBe('false')
    expect(approve.hasAttribute('aria-describedby')).toBe(false)
    expect(dom.window.document.querySelector('[role="status"]')?.textContent).toBe(
      'Approve is ready.',
    )
  })

  it('a click a script made never approves, not even on an open button', () => {
    render(1)
    act(() => button('Approve').click())
    showFor(APPROVE_AFTER_VISIBLE_MS)
    act(() => button('Approve').click())
    expect(decide).not.toHaveBeenCalled()
  })

  it('Reject is never delayed', () => {
    render(7)
    act(() => button('Reject').click())
    expect(decide).toHaveBeenCalledWith(7, false)
  })

  it('the next card waits on its own gate, from its first render', () => {
    const view = render(1)
    showFor(APPROVE_AFTER_VISIBLE_MS)
    expect(button('Approve').getAttribute('aria-disabled')).toBe('false')
    view.rerender(2)
    expect(button('Approve').getAttribute('aria-disabled')).toBe('true')
    expect(observers.instances).toHaveLength(2)
    expect(observers.instances[0]?.disconnected).toBe(true)
    showFor(APPROVE_AFTER_VISIBLE_MS - 100)
    expect(button('Approve').getAttribute('aria-disabled')).toBe('true')
    act(() => {
      vi.advanceTimersByTime(100)
    })
    expect(button('Approve').getAttribute('aria-disabled')).toBe('false')
  })
})
