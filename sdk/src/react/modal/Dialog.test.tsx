import { act, fireEvent, render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../core/createAirlock'
import { startTestAirlock } from '../../core/testing/airlockHarness'
import { AirlockContext } from '../AirlockContext'
import { Dialog } from './Dialog'
import { mountTestModal, stopTestModal, type TestModal } from './modalHarness'

let airlock: AirlockInstance
let modal: TestModal
let trigger: HTMLButtonElement

beforeEach(async () => {
  airlock = startTestAirlock()
  trigger = document.createElement('button')
  trigger.textContent = 'Connect Wallet'
  document.body.appendChild(trigger)
  modal = await mountTestModal(airlock)
})

afterEach(() => stopTestModal(modal, airlock))

const dialog = () => modal.ui.getByRole('dialog')
const active = () => modal.root.activeElement
const press = (key: string, options: { shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(active() ?? document.body, { key, ...options })

async function openFromTrigger(options?: Parameters<AirlockInstance['open']>[0]) {
  trigger.focus()
  await act(async () => airlock.open(options))
}

/** Reports where focus is when its layout effect runs (it is rendered after the Dialog). */
function FocusProbe({ onLayout }: { onLayout(element: Element | null): void }) {
  useLayoutEffect(() => {
    onLayout(document.activeElement)
  }, [onLayout])
  return null
}

describe('the dialog', () => {
  it('is a labelled modal dialog, 360 px wide by its styles', async () => {
    await openFromTrigger()
    const element = dialog()
    expect(element.getAttribute('aria-modal')).toBe('true')
    const title = modal.root.getElementById(element.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
    expect(modal.root.querySelector('style')?.textContent).toContain('width: 360px')
    expect(modal.ui.getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('renders nothing of the dialog while closed', () => {
    expect(modal.ui.queryByRole('dialog')).toBeNull()
  })

  it('moves focus in on open: to the view’s first field', async () => {
    await openFromTrigger()
    expect(active()).toBe(modal.ui.getByRole('textbox', { name: 'Email' }))
  })

  it('has focus in the field before the first paint, so no focus transition runs after the open', async () => {
    // Layout effects run child first, then sibling by sibling; passive effects only after
    // all of them (after the paint in a browser). A probe after the Dialog sees focus
    // already moved only when the Dialog moves it in a layout effect.
    let focusedAtLayout: Element | null = null
    const record = (element: Element | null) => {
      focusedAtLayout = element
    }
    airlock.stores.router.getState().reset('Connect')
    const page = render(
      <AirlockContext.Provider value={airlock}>
        <Dialog />
        <FocusProbe onLayout={record} />
      </AirlockContext.Provider>,
    )
    expect(focusedAtLayout).toBe(page.getByRole('textbox', { name: 'Email' }))
    page.unmount()
  })

  it('is marked opening (no transitions inside) until its own entrance animation ends', async () => {
    await openFromTrigger()
    const element = dialog()
    const animationEnd = (target: Element, animationName: string) => {
      const event = new Event('animationend', { bubbles: true })
      Object.defineProperty(event, 'animationName', { value: animationName })
      target.dispatchEvent(event)
    }
    expect(element.hasAttribute('data-opening')).toBe(true)
    // A child's animation, or another of the dialog's, does not end the entrance.
    animationEnd(modal.ui.getByRole('textbox', { name: 'Email' }), 'al-pop-in')
    animationEnd(element, 'al-shake')
    expect(element.hasAttribute('data-opening')).toBe(true)
    animationEnd(element, 'al-pop-in')
    expect(element.hasAttribute('data-opening')).toBe(false)
    expect(modal.root.querySelector('style')?.textContent).toContain(
      '.al-dialog[data-opening] *, .al-dialog[data-opening] *::before',
    )
  })

  it('Tab and Shift+Tab cycle inside the dialog', async () => {
    await openFromTrigger()
    const close = modal.ui.getByRole('button', { name: 'Close' })
    // The last control of Connect (its social logins' "More" today).
    const last = modal.ui.getAllByRole('button').at(-1)
    last?.focus()
    press('Tab')
    expect(active()).toBe(close)
    press('Tab', { shiftKey: true })
    expect(active()).toBe(last)
  })

  it('Tab from outside brings focus back in', async () => {
    await openFromTrigger()
    trigger.focus()
    fireEvent.keyDown(trigger, { key: 'Tab' })
    expect(active()).toBe(modal.ui.getByRole('button', { name: 'Close' }))
  })

  it('Escape closes and focus returns to the element that opened it', async () => {
    await openFromTrigger()
    expect(document.activeElement).not.toBe(trigger)
    await act(async () => press('Escape'))
    expect(airlock.getState().open).toBe(false)
    expect(modal.ui.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('the Close button closes', async () => {
    await openFromTrigger()
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Close' })))
    expect(airlock.getState().open).toBe(false)
    expect(document.activeElement).toBe(trigger)
  })

  it('shows Back when there is history and goes back with it', async () => {
    await openFromTrigger()
    expect(modal.ui.queryByRole('button', { name: 'Back' })).toBeNull()
    await act(async () =>
      airlock.stores.router.getState().push('EmailVerifyOtp', { email: 'a@b.co' }),
    )
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Back' })))
    expect(airlock.stores.router.getState().view).toBe('Connect')
  })

  it('names a view it does not have yet instead of going blank', async () => {
    await openFromTrigger({ view: 'ConnectingSiwe' })
    expect(modal.ui.getByRole('heading', { name: 'Connecting Siwe' })).toBeTruthy()
    expect(modal.ui.getByText(/isn't available yet/)).toBeTruthy()
  })
})

describe('ApproveTransaction', () => {
  it('shows the frame over its slot and hides it on leave', async () => {
    const show = vi.spyOn(airlock, 'showFrame')
    const hide = vi.spyOn(airlock, 'hideFrame')
    await openFromTrigger({ view: 'ApproveTransaction', data: { method: 'personal_sign' } })
    expect(modal.ui.getByTestId('frame-slot')).toBeTruthy()
    expect(show).toHaveBeenCalledWith({ top: 0, left: 0, width: 0, height: 0 })
    expect(hide).not.toHaveBeenCalled()
    await act(async () => airlock.close({ force: true }))
    expect(hide).toHaveBeenCalled()
  })

  it('shows the frame again for an approval that starts before the last one’s close is drawn', async () => {
    const calls: string[] = []
    vi.spyOn(airlock, 'showFrame').mockImplementation(() => void calls.push('show'))
    vi.spyOn(airlock, 'hideFrame').mockImplementation(() => void calls.push('hide'))
    await openFromTrigger({
      view: 'ApproveTransaction',
      data: { method: 'personal_sign', approval: 1 },
    })
    // One turn: the first approval ends (frame hidden, modal closed) and the next one opens the
    // same view again, so React never unmounts it.
    await act(async () => {
      airlock.hideFrame()
      airlock.close({ force: true })
      airlock.open({
        view: 'ApproveTransaction',
        data: { method: 'eth_signTypedData_v4', approval: 2 },
      })
    })
    expect(calls.at(-1)).toBe('show')
  })

  it('blocks closing: Escape, Close and the backdrop shake instead, and there is no Back', async () => {
    await act(async () => airlock.open())
    await act(async () => airlock.stores.router.getState().push('ApproveTransaction'))
    expect(modal.ui.queryByRole('button', { name: 'Back' })).toBeNull()
    await act(async () => press('Escape'))
    expect(airlock.getState()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    expect(dialog().className).toContain('al-shake')
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Close' })))
    const backdrop = modal.root.querySelector('.al-backdrop')
    if (backdrop) await act(async () => fireEvent.click(backdrop))
    expect(airlock.getState()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    await act(async () => vi.advanceTimersByTimeAsync(500))
    expect(dialog().className).not.toContain('al-shake')
  })
})
